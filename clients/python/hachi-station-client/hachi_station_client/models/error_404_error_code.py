from typing import Literal

Error404ErrorCode = Literal["not_found"]

ERROR_404_ERROR_CODE_VALUES: set[Error404ErrorCode] = {
    "not_found",
}


def check_error_404_error_code(value: str) -> Error404ErrorCode:
    if value in ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_404_ERROR_CODE_VALUES!r}")
