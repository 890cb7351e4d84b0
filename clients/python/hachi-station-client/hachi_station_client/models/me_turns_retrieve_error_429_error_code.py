from typing import Literal

MeTurnsRetrieveError429ErrorCode = Literal["throttled"]

ME_TURNS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeTurnsRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_turns_retrieve_error_429_error_code(value: str) -> MeTurnsRetrieveError429ErrorCode:
    if value in ME_TURNS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TURNS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
