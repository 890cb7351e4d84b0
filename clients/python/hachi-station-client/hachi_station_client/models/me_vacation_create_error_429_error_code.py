from typing import Literal

MeVacationCreateError429ErrorCode = Literal["throttled"]

ME_VACATION_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeVacationCreateError429ErrorCode] = {
    "throttled",
}


def check_me_vacation_create_error_429_error_code(value: str) -> MeVacationCreateError429ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
