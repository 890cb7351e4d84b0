from typing import Literal

AuthTokenCreateError429ErrorCode = Literal["throttled"]

AUTH_TOKEN_CREATE_ERROR_429_ERROR_CODE_VALUES: set[AuthTokenCreateError429ErrorCode] = {
    "throttled",
}


def check_auth_token_create_error_429_error_code(value: str) -> AuthTokenCreateError429ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
