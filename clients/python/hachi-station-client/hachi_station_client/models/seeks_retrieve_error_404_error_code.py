from typing import Literal

SeeksRetrieveError404ErrorCode = Literal["not_found"]

SEEKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[SeeksRetrieveError404ErrorCode] = {
    "not_found",
}


def check_seeks_retrieve_error_404_error_code(value: str) -> SeeksRetrieveError404ErrorCode:
    if value in SEEKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
