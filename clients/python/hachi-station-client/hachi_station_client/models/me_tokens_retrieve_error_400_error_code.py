from typing import Literal

MeTokensRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

ME_TOKENS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[MeTokensRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_tokens_retrieve_error_400_error_code(value: str) -> MeTokensRetrieveError400ErrorCode:
    if value in ME_TOKENS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}")
