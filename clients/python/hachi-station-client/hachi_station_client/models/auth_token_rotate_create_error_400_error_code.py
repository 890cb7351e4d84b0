from typing import Literal

AuthTokenRotateCreateError400ErrorCode = Literal["no_token"]

AUTH_TOKEN_ROTATE_CREATE_ERROR_400_ERROR_CODE_VALUES: set[AuthTokenRotateCreateError400ErrorCode] = {
    "no_token",
}


def check_auth_token_rotate_create_error_400_error_code(value: str) -> AuthTokenRotateCreateError400ErrorCode:
    if value in AUTH_TOKEN_ROTATE_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_ROTATE_CREATE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
