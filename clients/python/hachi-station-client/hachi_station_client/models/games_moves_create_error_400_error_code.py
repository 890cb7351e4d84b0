from typing import Literal

GamesMovesCreateError400ErrorCode = Literal["invalid", "malformed_request"]

GAMES_MOVES_CREATE_ERROR_400_ERROR_CODE_VALUES: set[GamesMovesCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_games_moves_create_error_400_error_code(value: str) -> GamesMovesCreateError400ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
