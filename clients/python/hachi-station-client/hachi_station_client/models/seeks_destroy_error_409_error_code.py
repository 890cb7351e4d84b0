from typing import Literal

SeeksDestroyError409ErrorCode = Literal["seek_matched"]

SEEKS_DESTROY_ERROR_409_ERROR_CODE_VALUES: set[SeeksDestroyError409ErrorCode] = {
    "seek_matched",
}


def check_seeks_destroy_error_409_error_code(value: str) -> SeeksDestroyError409ErrorCode:
    if value in SEEKS_DESTROY_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_DESTROY_ERROR_409_ERROR_CODE_VALUES!r}")
