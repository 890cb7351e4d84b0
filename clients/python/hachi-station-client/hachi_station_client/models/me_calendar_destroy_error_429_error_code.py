from typing import Literal

MeCalendarDestroyError429ErrorCode = Literal["throttled"]

ME_CALENDAR_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[MeCalendarDestroyError429ErrorCode] = {
    "throttled",
}


def check_me_calendar_destroy_error_429_error_code(value: str) -> MeCalendarDestroyError429ErrorCode:
    if value in ME_CALENDAR_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
