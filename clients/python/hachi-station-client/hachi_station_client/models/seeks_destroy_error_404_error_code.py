from typing import Literal

SeeksDestroyError404ErrorCode = Literal["not_found"]

SEEKS_DESTROY_ERROR_404_ERROR_CODE_VALUES: set[SeeksDestroyError404ErrorCode] = {
    "not_found",
}


def check_seeks_destroy_error_404_error_code(value: str) -> SeeksDestroyError404ErrorCode:
    if value in SEEKS_DESTROY_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_DESTROY_ERROR_404_ERROR_CODE_VALUES!r}")
