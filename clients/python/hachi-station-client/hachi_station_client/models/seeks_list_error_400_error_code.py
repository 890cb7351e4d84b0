from typing import Literal

SeeksListError400ErrorCode = Literal["invalid"]

SEEKS_LIST_ERROR_400_ERROR_CODE_VALUES: set[SeeksListError400ErrorCode] = {
    "invalid",
}


def check_seeks_list_error_400_error_code(value: str) -> SeeksListError400ErrorCode:
    if value in SEEKS_LIST_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_LIST_ERROR_400_ERROR_CODE_VALUES!r}")
