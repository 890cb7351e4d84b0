from typing import Literal

AuthTokenCreateError400ErrorCode = Literal["invalid", "malformed_request"]

AUTH_TOKEN_CREATE_ERROR_400_ERROR_CODE_VALUES: set[AuthTokenCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_auth_token_create_error_400_error_code(value: str) -> AuthTokenCreateError400ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
