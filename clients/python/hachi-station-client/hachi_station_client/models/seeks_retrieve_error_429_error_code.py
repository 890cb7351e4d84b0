from typing import Literal

SeeksRetrieveError429ErrorCode = Literal["throttled"]

SEEKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[SeeksRetrieveError429ErrorCode] = {
    "throttled",
}


def check_seeks_retrieve_error_429_error_code(value: str) -> SeeksRetrieveError429ErrorCode:
    if value in SEEKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
