from typing import Literal

SeeksCreateError415ErrorCode = Literal["unsupported_media_type"]

SEEKS_CREATE_ERROR_415_ERROR_CODE_VALUES: set[SeeksCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_seeks_create_error_415_error_code(value: str) -> SeeksCreateError415ErrorCode:
    if value in SEEKS_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
