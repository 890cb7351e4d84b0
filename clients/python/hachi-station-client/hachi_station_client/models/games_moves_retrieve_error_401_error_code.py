from typing import Literal

GamesMovesRetrieveError401ErrorCode = Literal["authentication_failed"]

GAMES_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[GamesMovesRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_games_moves_retrieve_error_401_error_code(value: str) -> GamesMovesRetrieveError401ErrorCode:
    if value in GAMES_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
