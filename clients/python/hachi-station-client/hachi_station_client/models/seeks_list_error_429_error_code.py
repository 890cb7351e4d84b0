from typing import Literal

SeeksListError429ErrorCode = Literal["throttled"]

SEEKS_LIST_ERROR_429_ERROR_CODE_VALUES: set[SeeksListError429ErrorCode] = {
    "throttled",
}


def check_seeks_list_error_429_error_code(value: str) -> SeeksListError429ErrorCode:
    if value in SEEKS_LIST_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_LIST_ERROR_429_ERROR_CODE_VALUES!r}")
