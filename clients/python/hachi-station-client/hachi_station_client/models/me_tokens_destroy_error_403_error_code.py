from typing import Literal

MeTokensDestroyError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_TOKENS_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[MeTokensDestroyError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_tokens_destroy_error_403_error_code(value: str) -> MeTokensDestroyError403ErrorCode:
    if value in ME_TOKENS_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
