from typing import Literal

GamesMovesCreateError429ErrorCode = Literal["throttled"]

GAMES_MOVES_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesMovesCreateError429ErrorCode] = {
    "throttled",
}


def check_games_moves_create_error_429_error_code(value: str) -> GamesMovesCreateError429ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
