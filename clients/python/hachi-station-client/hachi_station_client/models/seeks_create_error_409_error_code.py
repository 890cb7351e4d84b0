from typing import Literal

SeeksCreateError409ErrorCode = Literal["seek_exists"]

SEEKS_CREATE_ERROR_409_ERROR_CODE_VALUES: set[SeeksCreateError409ErrorCode] = {
    "seek_exists",
}


def check_seeks_create_error_409_error_code(value: str) -> SeeksCreateError409ErrorCode:
    if value in SEEKS_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
