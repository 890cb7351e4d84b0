from typing import Literal

AuthTokenRotateCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

AUTH_TOKEN_ROTATE_CREATE_ERROR_401_ERROR_CODE_VALUES: set[AuthTokenRotateCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_auth_token_rotate_create_error_401_error_code(value: str) -> AuthTokenRotateCreateError401ErrorCode:
    if value in AUTH_TOKEN_ROTATE_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_ROTATE_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
