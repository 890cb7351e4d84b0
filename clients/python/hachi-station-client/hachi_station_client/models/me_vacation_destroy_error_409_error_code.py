from typing import Literal

MeVacationDestroyError409ErrorCode = Literal["not_on_vacation"]

ME_VACATION_DESTROY_ERROR_409_ERROR_CODE_VALUES: set[MeVacationDestroyError409ErrorCode] = {
    "not_on_vacation",
}


def check_me_vacation_destroy_error_409_error_code(value: str) -> MeVacationDestroyError409ErrorCode:
    if value in ME_VACATION_DESTROY_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_DESTROY_ERROR_409_ERROR_CODE_VALUES!r}")
