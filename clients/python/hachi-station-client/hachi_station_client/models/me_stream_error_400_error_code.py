from typing import Literal

MeStreamError400ErrorCode = Literal["invalid", "malformed_request"]

ME_STREAM_ERROR_400_ERROR_CODE_VALUES: set[MeStreamError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_stream_error_400_error_code(value: str) -> MeStreamError400ErrorCode:
    if value in ME_STREAM_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_STREAM_ERROR_400_ERROR_CODE_VALUES!r}")
