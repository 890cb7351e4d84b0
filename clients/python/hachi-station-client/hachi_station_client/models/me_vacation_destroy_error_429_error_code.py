from typing import Literal

MeVacationDestroyError429ErrorCode = Literal["throttled"]

ME_VACATION_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[MeVacationDestroyError429ErrorCode] = {
    "throttled",
}


def check_me_vacation_destroy_error_429_error_code(value: str) -> MeVacationDestroyError429ErrorCode:
    if value in ME_VACATION_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
