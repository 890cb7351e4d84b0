from typing import Literal

MeCalendarCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_CALENDAR_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeCalendarCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_calendar_create_error_403_error_code(value: str) -> MeCalendarCreateError403ErrorCode:
    if value in ME_CALENDAR_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
