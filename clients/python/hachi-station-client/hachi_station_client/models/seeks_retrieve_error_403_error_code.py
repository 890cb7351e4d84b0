from typing import Literal

SeeksRetrieveError403ErrorCode = Literal["insufficient_scope"]

SEEKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[SeeksRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_seeks_retrieve_error_403_error_code(value: str) -> SeeksRetrieveError403ErrorCode:
    if value in SEEKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
