from typing import Literal

MeTurnsRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_TURNS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeTurnsRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_turns_retrieve_error_401_error_code(value: str) -> MeTurnsRetrieveError401ErrorCode:
    if value in ME_TURNS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TURNS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
