from typing import Literal

MeTurnsRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_TURNS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeTurnsRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_turns_retrieve_error_403_error_code(value: str) -> MeTurnsRetrieveError403ErrorCode:
    if value in ME_TURNS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TURNS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
