from typing import Literal

SeeksDestroyError429ErrorCode = Literal["throttled"]

SEEKS_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[SeeksDestroyError429ErrorCode] = {
    "throttled",
}


def check_seeks_destroy_error_429_error_code(value: str) -> SeeksDestroyError429ErrorCode:
    if value in SEEKS_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
