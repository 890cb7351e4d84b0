from typing import Literal

GamesJoinCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

GAMES_JOIN_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesJoinCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_games_join_create_error_403_error_code(value: str) -> GamesJoinCreateError403ErrorCode:
    if value in GAMES_JOIN_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_JOIN_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
