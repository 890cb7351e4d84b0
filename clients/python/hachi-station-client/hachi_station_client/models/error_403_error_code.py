from typing import Literal

Error403ErrorCode = Literal["forbidden", "not_a_player"]

ERROR_403_ERROR_CODE_VALUES: set[Error403ErrorCode] = {
    "forbidden",
    "not_a_player",
}


def check_error_403_error_code(value: str) -> Error403ErrorCode:
    if value in ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_403_ERROR_CODE_VALUES!r}")
