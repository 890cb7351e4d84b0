from typing import Literal

AuthTokenRotateCreateError429ErrorCode = Literal["throttled"]

AUTH_TOKEN_ROTATE_CREATE_ERROR_429_ERROR_CODE_VALUES: set[AuthTokenRotateCreateError429ErrorCode] = {
    "throttled",
}


def check_auth_token_rotate_create_error_429_error_code(value: str) -> AuthTokenRotateCreateError429ErrorCode:
    if value in AUTH_TOKEN_ROTATE_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_ROTATE_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
