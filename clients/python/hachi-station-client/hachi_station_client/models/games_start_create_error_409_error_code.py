from typing import Literal

GamesStartCreateError409ErrorCode = Literal["already_started", "not_enough_players"]

GAMES_START_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesStartCreateError409ErrorCode] = {
    "already_started",
    "not_enough_players",
}


def check_games_start_create_error_409_error_code(value: str) -> GamesStartCreateError409ErrorCode:
    if value in GAMES_START_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_START_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
