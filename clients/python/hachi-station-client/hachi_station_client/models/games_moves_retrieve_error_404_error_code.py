from typing import Literal

GamesMovesRetrieveError404ErrorCode = Literal["not_found"]

GAMES_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[GamesMovesRetrieveError404ErrorCode] = {
    "not_found",
}


def check_games_moves_retrieve_error_404_error_code(value: str) -> GamesMovesRetrieveError404ErrorCode:
    if value in GAMES_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
