from typing import Literal

GamesMovesCreateError415ErrorCode = Literal["unsupported_media_type"]

GAMES_MOVES_CREATE_ERROR_415_ERROR_CODE_VALUES: set[GamesMovesCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_games_moves_create_error_415_error_code(value: str) -> GamesMovesCreateError415ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
