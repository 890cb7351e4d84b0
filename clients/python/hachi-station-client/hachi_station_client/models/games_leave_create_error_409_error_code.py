from typing import Literal

GamesLeaveCreateError409ErrorCode = Literal["already_started"]

GAMES_LEAVE_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesLeaveCreateError409ErrorCode] = {
    "already_started",
}


def check_games_leave_create_error_409_error_code(value: str) -> GamesLeaveCreateError409ErrorCode:
    if value in GAMES_LEAVE_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LEAVE_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
