from typing import Literal

MeVacationRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_VACATION_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeVacationRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_vacation_retrieve_error_401_error_code(value: str) -> MeVacationRetrieveError401ErrorCode:
    if value in ME_VACATION_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
