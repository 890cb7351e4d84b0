from typing import Literal

AuthTokenCreateError401ErrorCode = Literal["authentication_failed", "invalid_credentials"]

AUTH_TOKEN_CREATE_ERROR_401_ERROR_CODE_VALUES: set[AuthTokenCreateError401ErrorCode] = {
    "authentication_failed",
    "invalid_credentials",
}


def check_auth_token_create_error_401_error_code(value: str) -> AuthTokenCreateError401ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
