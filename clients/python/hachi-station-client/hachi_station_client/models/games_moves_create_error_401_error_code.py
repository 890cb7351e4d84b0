from typing import Literal

GamesMovesCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_MOVES_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesMovesCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_moves_create_error_401_error_code(value: str) -> GamesMovesCreateError401ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
