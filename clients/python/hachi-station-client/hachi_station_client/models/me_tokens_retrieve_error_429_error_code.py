from typing import Literal

MeTokensRetrieveError429ErrorCode = Literal["throttled"]

ME_TOKENS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeTokensRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_tokens_retrieve_error_429_error_code(value: str) -> MeTokensRetrieveError429ErrorCode:
    if value in ME_TOKENS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
