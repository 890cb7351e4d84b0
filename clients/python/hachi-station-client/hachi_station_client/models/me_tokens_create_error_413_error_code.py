from typing import Literal

MeTokensCreateError413ErrorCode = Literal["payload_too_large"]

ME_TOKENS_CREATE_ERROR_413_ERROR_CODE_VALUES: set[MeTokensCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_tokens_create_error_413_error_code(value: str) -> MeTokensCreateError413ErrorCode:
    if value in ME_TOKENS_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_TOKENS_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
