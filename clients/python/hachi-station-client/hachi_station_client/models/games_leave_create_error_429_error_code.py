from typing import Literal

GamesLeaveCreateError429ErrorCode = Literal["throttled"]

GAMES_LEAVE_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesLeaveCreateError429ErrorCode] = {
    "throttled",
}


def check_games_leave_create_error_429_error_code(value: str) -> GamesLeaveCreateError429ErrorCode:
    if value in GAMES_LEAVE_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LEAVE_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
