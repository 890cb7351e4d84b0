from typing import Literal

MeVacationRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_VACATION_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeVacationRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_vacation_retrieve_error_403_error_code(value: str) -> MeVacationRetrieveError403ErrorCode:
    if value in ME_VACATION_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
