from typing import Literal

SeeksCreateError413ErrorCode = Literal["payload_too_large"]

SEEKS_CREATE_ERROR_413_ERROR_CODE_VALUES: set[SeeksCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_seeks_create_error_413_error_code(value: str) -> SeeksCreateError413ErrorCode:
    if value in SEEKS_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEKS_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
