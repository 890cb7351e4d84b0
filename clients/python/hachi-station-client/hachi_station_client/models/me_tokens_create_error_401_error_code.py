from typing import Literal

MeTokensCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_TOKENS_CREATE_ERROR_401_ERROR_CODE_VALUES: set[MeTokensCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_tokens_create_error_401_error_code(value: str) -> MeTokensCreateError401ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
