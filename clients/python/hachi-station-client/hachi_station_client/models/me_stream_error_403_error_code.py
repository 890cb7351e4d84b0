from typing import Literal

MeStreamError403ErrorCode = Literal["insufficient_scope"]

ME_STREAM_ERROR_403_ERROR_CODE_VALUES: set[MeStreamError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_stream_error_403_error_code(value: str) -> MeStreamError403ErrorCode:
    if value in ME_STREAM_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_STREAM_ERROR_403_ERROR_CODE_VALUES!r}")
