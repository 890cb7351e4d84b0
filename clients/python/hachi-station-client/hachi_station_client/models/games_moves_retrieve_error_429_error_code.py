from typing import Literal

GamesMovesRetrieveError429ErrorCode = Literal["throttled"]

GAMES_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[GamesMovesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_games_moves_retrieve_error_429_error_code(value: str) -> GamesMovesRetrieveError429ErrorCode:
    if value in GAMES_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
