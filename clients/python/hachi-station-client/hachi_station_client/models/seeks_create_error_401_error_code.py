from typing import Literal

SeeksCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

SEEKS_CREATE_ERROR_401_ERROR_CODE_VALUES: set[SeeksCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_seeks_create_error_401_error_code(value: str) -> SeeksCreateError401ErrorCode:
    if value in SEEKS_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
