from typing import Literal

MeRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_retrieve_error_401_error_code(value: str) -> MeRetrieveError401ErrorCode:
    if value in ME_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
