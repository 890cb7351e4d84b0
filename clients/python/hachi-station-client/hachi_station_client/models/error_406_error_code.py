from typing import Literal

Error406ErrorCode = Literal["not_acceptable"]

ERROR_406_ERROR_CODE_VALUES: set[Error406ErrorCode] = {
    "not_acceptable",
}


def check_error_406_error_code(value: str) -> Error406ErrorCode:
    if value in ERROR_406_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_406_ERROR_CODE_VALUES!r}")
