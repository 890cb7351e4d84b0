from typing import Literal

GamesRematchCreateError409ErrorCode = Literal["game_not_active"]

GAMES_REMATCH_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesRematchCreateError409ErrorCode] = {
    "game_not_active",
}


def check_games_rematch_create_error_409_error_code(value: str) -> GamesRematchCreateError409ErrorCode:
    if value in GAMES_REMATCH_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_REMATCH_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
