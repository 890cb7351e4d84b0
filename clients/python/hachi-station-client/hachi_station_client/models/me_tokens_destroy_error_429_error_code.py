from typing import Literal

MeTokensDestroyError429ErrorCode = Literal["throttled"]

ME_TOKENS_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[MeTokensDestroyError429ErrorCode] = {
    "throttled",
}


def check_me_tokens_destroy_error_429_error_code(value: str) -> MeTokensDestroyError429ErrorCode:
    if value in ME_TOKENS_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
