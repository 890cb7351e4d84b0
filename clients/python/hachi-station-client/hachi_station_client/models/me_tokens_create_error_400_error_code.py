from typing import Literal

MeTokensCreateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_TOKENS_CREATE_ERROR_400_ERROR_CODE_VALUES: set[MeTokensCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_tokens_create_error_400_error_code(value: str) -> MeTokensCreateError400ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
