from typing import Literal

GamesMovesRetrieveError403ErrorCode = Literal["insufficient_scope"]

GAMES_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[GamesMovesRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_games_moves_retrieve_error_403_error_code(value: str) -> GamesMovesRetrieveError403ErrorCode:
    if value in GAMES_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
