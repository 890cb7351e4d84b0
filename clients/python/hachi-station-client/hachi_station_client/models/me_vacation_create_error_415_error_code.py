from typing import Literal

MeVacationCreateError415ErrorCode = Literal["unsupported_media_type"]

ME_VACATION_CREATE_ERROR_415_ERROR_CODE_VALUES: set[MeVacationCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_vacation_create_error_415_error_code(value: str) -> MeVacationCreateError415ErrorCode:
    if value in ME_VACATION_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_VACATION_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
