from typing import Literal

SeeksCreateError429ErrorCode = Literal["throttled"]

SEEKS_CREATE_ERROR_429_ERROR_CODE_VALUES: set[SeeksCreateError429ErrorCode] = {
    "throttled",
}


def check_seeks_create_error_429_error_code(value: str) -> SeeksCreateError429ErrorCode:
    if value in SEEKS_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
