from typing import Literal

GamesMovesCreateError403ErrorCode = Literal["forbidden", "insufficient_scope", "not_a_player"]

GAMES_MOVES_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesMovesCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
    "not_a_player",
}


def check_games_moves_create_error_403_error_code(value: str) -> GamesMovesCreateError403ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
