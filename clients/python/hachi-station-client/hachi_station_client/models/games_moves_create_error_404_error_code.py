from typing import Literal

GamesMovesCreateError404ErrorCode = Literal["not_found"]

GAMES_MOVES_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesMovesCreateError404ErrorCode] = {
    "not_found",
}


def check_games_moves_create_error_404_error_code(value: str) -> GamesMovesCreateError404ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
