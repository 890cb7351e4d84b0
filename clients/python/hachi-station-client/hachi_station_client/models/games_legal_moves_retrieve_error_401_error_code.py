from typing import Literal

GamesLegalMovesRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_LEGAL_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[GamesLegalMovesRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_legal_moves_retrieve_error_401_error_code(value: str) -> GamesLegalMovesRetrieveError401ErrorCode:
    if value in GAMES_LEGAL_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_LEGAL_MOVES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
