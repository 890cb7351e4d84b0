from typing import Literal

MeStreamError429ErrorCode = Literal["throttled", "too_many_streams"]

ME_STREAM_ERROR_429_ERROR_CODE_VALUES: set[MeStreamError429ErrorCode] = {
    "throttled",
    "too_many_streams",
}


def check_me_stream_error_429_error_code(value: str) -> MeStreamError429ErrorCode:
    if value in ME_STREAM_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_STREAM_ERROR_429_ERROR_CODE_VALUES!r}")
