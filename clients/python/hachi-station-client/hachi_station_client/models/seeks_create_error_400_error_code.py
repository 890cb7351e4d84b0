from typing import Literal

SeeksCreateError400ErrorCode = Literal["invalid", "malformed_request"]

SEEKS_CREATE_ERROR_400_ERROR_CODE_VALUES: set[SeeksCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_seeks_create_error_400_error_code(value: str) -> SeeksCreateError400ErrorCode:
    if value in SEEKS_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
