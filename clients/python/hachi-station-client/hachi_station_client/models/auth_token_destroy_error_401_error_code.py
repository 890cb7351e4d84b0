from typing import Literal

AuthTokenDestroyError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

AUTH_TOKEN_DESTROY_ERROR_401_ERROR_CODE_VALUES: set[AuthTokenDestroyError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_auth_token_destroy_error_401_error_code(value: str) -> AuthTokenDestroyError401ErrorCode:
    if value in AUTH_TOKEN_DESTROY_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_DESTROY_ERROR_401_ERROR_CODE_VALUES!r}")
