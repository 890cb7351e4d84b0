from typing import Literal

AuthTokenCreateError403ErrorCode = Literal["forbidden"]

AUTH_TOKEN_CREATE_ERROR_403_ERROR_CODE_VALUES: set[AuthTokenCreateError403ErrorCode] = {
    "forbidden",
}


def check_auth_token_create_error_403_error_code(value: str) -> AuthTokenCreateError403ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
