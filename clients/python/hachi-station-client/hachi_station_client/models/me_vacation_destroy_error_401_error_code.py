from typing import Literal

MeVacationDestroyError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_VACATION_DESTROY_ERROR_401_ERROR_CODE_VALUES: set[MeVacationDestroyError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_vacation_destroy_error_401_error_code(value: str) -> MeVacationDestroyError401ErrorCode:
    if value in ME_VACATION_DESTROY_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_DESTROY_ERROR_401_ERROR_CODE_VALUES!r}")
