from typing import Literal

GamesLeaveCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_LEAVE_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesLeaveCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_leave_create_error_401_error_code(value: str) -> GamesLeaveCreateError401ErrorCode:
    if value in GAMES_LEAVE_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LEAVE_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
