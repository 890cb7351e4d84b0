from typing import Literal

MeVacationCreateError403ErrorCode = Literal["forbidden"]

ME_VACATION_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeVacationCreateError403ErrorCode] = {
    "forbidden",
}


def check_me_vacation_create_error_403_error_code(value: str) -> MeVacationCreateError403ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
