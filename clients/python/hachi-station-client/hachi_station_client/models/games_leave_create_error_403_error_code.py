from typing import Literal

GamesLeaveCreateError403ErrorCode = Literal["forbidden", "insufficient_scope", "not_a_player"]

GAMES_LEAVE_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesLeaveCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
    "not_a_player",
}


def check_games_leave_create_error_403_error_code(value: str) -> GamesLeaveCreateError403ErrorCode:
    if value in GAMES_LEAVE_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LEAVE_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
