from typing import Literal

MeTokensCreateError429ErrorCode = Literal["throttled"]

ME_TOKENS_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeTokensCreateError429ErrorCode] = {
    "throttled",
}


def check_me_tokens_create_error_429_error_code(value: str) -> MeTokensCreateError429ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
