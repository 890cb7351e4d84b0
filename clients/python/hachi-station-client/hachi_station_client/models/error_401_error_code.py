from typing import Literal

Error401ErrorCode = Literal["authentication_failed", "invalid_credentials", "not_authenticated"]

ERROR_401_ERROR_CODE_VALUES: set[Error401ErrorCode] = {
    "authentication_failed",
    "invalid_credentials",
    "not_authenticated",
}


def check_error_401_error_code(value: str) -> Error401ErrorCode:
    if value in ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_401_ERROR_CODE_VALUES!r}")
