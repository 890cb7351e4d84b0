from typing import Literal

Error429ErrorCode = Literal["throttled"]

ERROR_429_ERROR_CODE_VALUES: set[Error429ErrorCode] = {
    "throttled",
}


def check_error_429_error_code(value: str) -> Error429ErrorCode:
    if value in ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_429_ERROR_CODE_VALUES!r}")
