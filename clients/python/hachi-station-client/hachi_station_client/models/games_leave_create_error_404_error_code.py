from typing import Literal

GamesLeaveCreateError404ErrorCode = Literal["not_found"]

GAMES_LEAVE_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesLeaveCreateError404ErrorCode] = {
    "not_found",
}


def check_games_leave_create_error_404_error_code(value: str) -> GamesLeaveCreateError404ErrorCode:
    if value in GAMES_LEAVE_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LEAVE_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
