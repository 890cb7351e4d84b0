from typing import Literal

SeeksRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

SEEKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[SeeksRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_seeks_retrieve_error_401_error_code(value: str) -> SeeksRetrieveError401ErrorCode:
    if value in SEEKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
