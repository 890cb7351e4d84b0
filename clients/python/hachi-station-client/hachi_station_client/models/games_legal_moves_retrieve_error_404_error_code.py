from typing import Literal

GamesLegalMovesRetrieveError404ErrorCode = Literal["not_found"]

GAMES_LEGAL_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[GamesLegalMovesRetrieveError404ErrorCode] = {
    "not_found",
}


def check_games_legal_moves_retrieve_error_404_error_code(value: str) -> GamesLegalMovesRetrieveError404ErrorCode:
    if value in GAMES_LEGAL_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_LEGAL_MOVES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
