from typing import Literal

SeeksCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

SEEKS_CREATE_ERROR_403_ERROR_CODE_VALUES: set[SeeksCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_seeks_create_error_403_error_code(value: str) -> SeeksCreateError403ErrorCode:
    if value in SEEKS_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
