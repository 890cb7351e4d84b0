from typing import Literal

Error405ErrorCode = Literal["method_not_allowed"]

ERROR_405_ERROR_CODE_VALUES: set[Error405ErrorCode] = {
    "method_not_allowed",
}


def check_error_405_error_code(value: str) -> Error405ErrorCode:
    if value in ERROR_405_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_405_ERROR_CODE_VALUES!r}")
