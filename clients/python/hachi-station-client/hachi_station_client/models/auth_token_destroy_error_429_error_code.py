from typing import Literal

AuthTokenDestroyError429ErrorCode = Literal["throttled"]

AUTH_TOKEN_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[AuthTokenDestroyError429ErrorCode] = {
    "throttled",
}


def check_auth_token_destroy_error_429_error_code(value: str) -> AuthTokenDestroyError429ErrorCode:
    if value in AUTH_TOKEN_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
