from typing import Literal

MeCalendarDestroyError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_CALENDAR_DESTROY_ERROR_401_ERROR_CODE_VALUES: set[MeCalendarDestroyError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_calendar_destroy_error_401_error_code(value: str) -> MeCalendarDestroyError401ErrorCode:
    if value in ME_CALENDAR_DESTROY_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_DESTROY_ERROR_401_ERROR_CODE_VALUES!r}")
