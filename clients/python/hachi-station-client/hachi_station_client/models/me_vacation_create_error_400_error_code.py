from typing import Literal

MeVacationCreateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_VACATION_CREATE_ERROR_400_ERROR_CODE_VALUES: set[MeVacationCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_vacation_create_error_400_error_code(value: str) -> MeVacationCreateError400ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
