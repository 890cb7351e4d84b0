from typing import Literal

GamesMovesRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

GAMES_MOVES_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[GamesMovesRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_games_moves_retrieve_error_400_error_code(value: str) -> GamesMovesRetrieveError400ErrorCode:
    if value in GAMES_MOVES_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}")
