from typing import Literal

MeTokensRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_TOKENS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeTokensRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_tokens_retrieve_error_403_error_code(value: str) -> MeTokensRetrieveError403ErrorCode:
    if value in ME_TOKENS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
