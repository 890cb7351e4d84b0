from typing import Literal

MeVacationCreateError409ErrorCode = Literal["on_vacation", "vacation_allowance"]

ME_VACATION_CREATE_ERROR_409_ERROR_CODE_VALUES: set[MeVacationCreateError409ErrorCode] = {
    "on_vacation",
    "vacation_allowance",
}


def check_me_vacation_create_error_409_error_code(value: str) -> MeVacationCreateError409ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
