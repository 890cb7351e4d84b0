from typing import Literal

GamesJoinCreateError429ErrorCode = Literal["throttled"]

GAMES_JOIN_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesJoinCreateError429ErrorCode] = {
    "throttled",
}


def check_games_join_create_error_429_error_code(value: str) -> GamesJoinCreateError429ErrorCode:
    if value in GAMES_JOIN_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_JOIN_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
