from typing import Literal

MeTokensCreateError415ErrorCode = Literal["unsupported_media_type"]

ME_TOKENS_CREATE_ERROR_415_ERROR_CODE_VALUES: set[MeTokensCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_tokens_create_error_415_error_code(value: str) -> MeTokensCreateError415ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
