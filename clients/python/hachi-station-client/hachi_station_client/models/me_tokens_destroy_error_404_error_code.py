from typing import Literal

MeTokensDestroyError404ErrorCode = Literal["not_found"]

ME_TOKENS_DESTROY_ERROR_404_ERROR_CODE_VALUES: set[MeTokensDestroyError404ErrorCode] = {
    "not_found",
}


def check_me_tokens_destroy_error_404_error_code(value: str) -> MeTokensDestroyError404ErrorCode:
    if value in ME_TOKENS_DESTROY_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_DESTROY_ERROR_404_ERROR_CODE_VALUES!r}")
