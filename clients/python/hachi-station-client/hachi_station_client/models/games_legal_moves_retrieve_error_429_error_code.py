from typing import Literal

GamesLegalMovesRetrieveError429ErrorCode = Literal["throttled"]

GAMES_LEGAL_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[GamesLegalMovesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_games_legal_moves_retrieve_error_429_error_code(value: str) -> GamesLegalMovesRetrieveError429ErrorCode:
    if value in GAMES_LEGAL_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_LEGAL_MOVES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
