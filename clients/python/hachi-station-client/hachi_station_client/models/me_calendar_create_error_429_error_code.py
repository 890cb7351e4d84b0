from typing import Literal

MeCalendarCreateError429ErrorCode = Literal["throttled"]

ME_CALENDAR_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeCalendarCreateError429ErrorCode] = {
    "throttled",
}


def check_me_calendar_create_error_429_error_code(value: str) -> MeCalendarCreateError429ErrorCode:
    if value in ME_CALENDAR_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
