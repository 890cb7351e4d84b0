from typing import Literal

SeeksListError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

SEEKS_LIST_ERROR_401_ERROR_CODE_VALUES: set[SeeksListError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_seeks_list_error_401_error_code(value: str) -> SeeksListError401ErrorCode:
    if value in SEEKS_LIST_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_LIST_ERROR_401_ERROR_CODE_VALUES!r}")
