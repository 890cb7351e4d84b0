from typing import Literal

SeeksListError403ErrorCode = Literal["insufficient_scope"]

SEEKS_LIST_ERROR_403_ERROR_CODE_VALUES: set[SeeksListError403ErrorCode] = {
    "insufficient_scope",
}


def check_seeks_list_error_403_error_code(value: str) -> SeeksListError403ErrorCode:
    if value in SEEKS_LIST_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_LIST_ERROR_403_ERROR_CODE_VALUES!r}")
