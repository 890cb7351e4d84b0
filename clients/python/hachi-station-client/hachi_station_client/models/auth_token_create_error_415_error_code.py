from typing import Literal

AuthTokenCreateError415ErrorCode = Literal["unsupported_media_type"]

AUTH_TOKEN_CREATE_ERROR_415_ERROR_CODE_VALUES: set[AuthTokenCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_auth_token_create_error_415_error_code(value: str) -> AuthTokenCreateError415ErrorCode:
    if value in AUTH_TOKEN_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUTH_TOKEN_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
