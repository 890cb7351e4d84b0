from typing import Literal

MeCalendarCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_CALENDAR_CREATE_ERROR_401_ERROR_CODE_VALUES: set[MeCalendarCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_calendar_create_error_401_error_code(value: str) -> MeCalendarCreateError401ErrorCode:
    if value in ME_CALENDAR_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
