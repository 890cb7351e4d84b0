from typing import Literal

MeRetrieveError429ErrorCode = Literal["throttled"]

ME_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_retrieve_error_429_error_code(value: str) -> MeRetrieveError429ErrorCode:
    if value in ME_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
