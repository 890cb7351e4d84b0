from typing import Literal

MeStreamError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_STREAM_ERROR_401_ERROR_CODE_VALUES: set[MeStreamError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_stream_error_401_error_code(value: str) -> MeStreamError401ErrorCode:
    if value in ME_STREAM_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_STREAM_ERROR_401_ERROR_CODE_VALUES!r}")
