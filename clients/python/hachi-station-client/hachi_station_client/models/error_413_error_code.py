from typing import Literal

Error413ErrorCode = Literal["payload_too_large"]

ERROR_413_ERROR_CODE_VALUES: set[Error413ErrorCode] = {
    "payload_too_large",
}


def check_error_413_error_code(value: str) -> Error413ErrorCode:
    if value in ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_413_ERROR_CODE_VALUES!r}")
