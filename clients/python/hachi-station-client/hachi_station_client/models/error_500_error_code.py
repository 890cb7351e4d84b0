from typing import Literal

Error500ErrorCode = Literal["server_error"]

ERROR_500_ERROR_CODE_VALUES: set[Error500ErrorCode] = {
    "server_error",
}


def check_error_500_error_code(value: str) -> Error500ErrorCode:
    if value in ERROR_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_500_ERROR_CODE_VALUES!r}")
