from typing import Literal

SeeksDestroyError403ErrorCode = Literal["forbidden", "insufficient_scope"]

SEEKS_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[SeeksDestroyError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_seeks_destroy_error_403_error_code(value: str) -> SeeksDestroyError403ErrorCode:
    if value in SEEKS_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
