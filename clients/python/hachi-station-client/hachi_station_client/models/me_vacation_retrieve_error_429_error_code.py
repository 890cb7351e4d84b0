from typing import Literal

MeVacationRetrieveError429ErrorCode = Literal["throttled"]

ME_VACATION_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeVacationRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_vacation_retrieve_error_429_error_code(value: str) -> MeVacationRetrieveError429ErrorCode:
    if value in ME_VACATION_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
