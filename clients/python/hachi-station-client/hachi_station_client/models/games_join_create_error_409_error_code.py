from typing import Literal

GamesJoinCreateError409ErrorCode = Literal["already_joined", "game_full", "not_open"]

GAMES_JOIN_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesJoinCreateError409ErrorCode] = {
    "already_joined",
    "game_full",
    "not_open",
}


def check_games_join_create_error_409_error_code(value: str) -> GamesJoinCreateError409ErrorCode:
    if value in GAMES_JOIN_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_JOIN_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
