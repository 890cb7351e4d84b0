from typing import Literal

MeDestroyError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_DESTROY_ERROR_401_ERROR_CODE_VALUES: set[MeDestroyError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_destroy_error_401_error_code(value: str) -> MeDestroyError401ErrorCode:
    if value in ME_DESTROY_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_401_ERROR_CODE_VALUES!r}")
