from typing import Literal

Error415ErrorCode = Literal["unsupported_media_type"]

ERROR_415_ERROR_CODE_VALUES: set[Error415ErrorCode] = {
    "unsupported_media_type",
}


def check_error_415_error_code(value: str) -> Error415ErrorCode:
    if value in ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_415_ERROR_CODE_VALUES!r}")
