from typing import Literal

MeTurnsRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

ME_TURNS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[MeTurnsRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_turns_retrieve_error_400_error_code(value: str) -> MeTurnsRetrieveError400ErrorCode:
    if value in ME_TURNS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TURNS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}")
