from typing import Literal

SeeksDestroyError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

SEEKS_DESTROY_ERROR_401_ERROR_CODE_VALUES: set[SeeksDestroyError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_seeks_destroy_error_401_error_code(value: str) -> SeeksDestroyError401ErrorCode:
    if value in SEEKS_DESTROY_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_DESTROY_ERROR_401_ERROR_CODE_VALUES!r}")
