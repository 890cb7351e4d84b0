from typing import Literal

Error400ErrorCode = Literal["bad_host", "bad_request", "invalid", "malformed_request", "no_token"]

ERROR_400_ERROR_CODE_VALUES: set[Error400ErrorCode] = {
    "bad_host",
    "bad_request",
    "invalid",
    "malformed_request",
    "no_token",
}


def check_error_400_error_code(value: str) -> Error400ErrorCode:
    if value in ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_400_ERROR_CODE_VALUES!r}")
