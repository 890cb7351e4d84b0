from typing import Literal

AuthTokenDestroyError400ErrorCode = Literal["no_token"]

AUTH_TOKEN_DESTROY_ERROR_400_ERROR_CODE_VALUES: set[AuthTokenDestroyError400ErrorCode] = {
    "no_token",
}


def check_auth_token_destroy_error_400_error_code(value: str) -> AuthTokenDestroyError400ErrorCode:
    if value in AUTH_TOKEN_DESTROY_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_DESTROY_ERROR_400_ERROR_CODE_VALUES!r}")
