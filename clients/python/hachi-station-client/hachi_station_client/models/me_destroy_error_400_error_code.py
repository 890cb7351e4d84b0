from typing import Literal

MeDestroyError400ErrorCode = Literal["invalid", "malformed_request"]

ME_DESTROY_ERROR_400_ERROR_CODE_VALUES: set[MeDestroyError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_destroy_error_400_error_code(value: str) -> MeDestroyError400ErrorCode:
    if value in ME_DESTROY_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_400_ERROR_CODE_VALUES!r}")
