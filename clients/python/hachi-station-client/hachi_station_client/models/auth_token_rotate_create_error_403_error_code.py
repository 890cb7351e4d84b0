from typing import Literal

AuthTokenRotateCreateError403ErrorCode = Literal["forbidden"]

AUTH_TOKEN_ROTATE_CREATE_ERROR_403_ERROR_CODE_VALUES: set[AuthTokenRotateCreateError403ErrorCode] = {
    "forbidden",
}


def check_auth_token_rotate_create_error_403_error_code(value: str) -> AuthTokenRotateCreateError403ErrorCode:
    if value in AUTH_TOKEN_ROTATE_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_ROTATE_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
