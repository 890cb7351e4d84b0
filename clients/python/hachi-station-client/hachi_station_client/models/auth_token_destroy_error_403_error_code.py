from typing import Literal

AuthTokenDestroyError403ErrorCode = Literal["forbidden"]

AUTH_TOKEN_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[AuthTokenDestroyError403ErrorCode] = {
    "forbidden",
}


def check_auth_token_destroy_error_403_error_code(value: str) -> AuthTokenDestroyError403ErrorCode:
    if value in AUTH_TOKEN_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
