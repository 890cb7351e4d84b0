from typing import Literal

GamesResignCreateError409ErrorCode = Literal["game_not_active"]

GAMES_RESIGN_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesResignCreateError409ErrorCode] = {
    "game_not_active",
}


def check_games_resign_create_error_409_error_code(value: str) -> GamesResignCreateError409ErrorCode:
    if value in GAMES_RESIGN_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RESIGN_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
