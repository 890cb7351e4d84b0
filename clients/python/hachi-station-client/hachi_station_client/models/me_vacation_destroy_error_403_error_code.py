from typing import Literal

MeVacationDestroyError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_VACATION_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[MeVacationDestroyError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_vacation_destroy_error_403_error_code(value: str) -> MeVacationDestroyError403ErrorCode:
    if value in ME_VACATION_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
