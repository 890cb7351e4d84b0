from typing import Literal

MeRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_retrieve_error_403_error_code(value: str) -> MeRetrieveError403ErrorCode:
    if value in ME_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
