from typing import Literal

MeVacationCreateError413ErrorCode = Literal["payload_too_large"]

ME_VACATION_CREATE_ERROR_413_ERROR_CODE_VALUES: set[MeVacationCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_vacation_create_error_413_error_code(value: str) -> MeVacationCreateError413ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
