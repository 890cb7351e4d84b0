from typing import Literal

AuthTokenCreateError413ErrorCode = Literal["payload_too_large"]

AUTH_TOKEN_CREATE_ERROR_413_ERROR_CODE_VALUES: set[AuthTokenCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_auth_token_create_error_413_error_code(value: str) -> AuthTokenCreateError413ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
