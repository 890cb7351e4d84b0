from typing import Literal

MeTokensCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_TOKENS_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeTokensCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_tokens_create_error_403_error_code(value: str) -> MeTokensCreateError403ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
