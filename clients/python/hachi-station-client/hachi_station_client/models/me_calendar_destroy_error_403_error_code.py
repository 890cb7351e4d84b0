from typing import Literal

MeCalendarDestroyError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_CALENDAR_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[MeCalendarDestroyError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_calendar_destroy_error_403_error_code(value: str) -> MeCalendarDestroyError403ErrorCode:
    if value in ME_CALENDAR_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_CALENDAR_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
