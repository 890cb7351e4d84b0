from typing import Literal

GamesLegalMovesRetrieveError403ErrorCode = Literal["insufficient_scope", "not_a_player"]

GAMES_LEGAL_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[GamesLegalMovesRetrieveError403ErrorCode] = {
    "insufficient_scope",
    "not_a_player",
}


def check_games_legal_moves_retrieve_error_403_error_code(value: str) -> GamesLegalMovesRetrieveError403ErrorCode:
    if value in GAMES_LEGAL_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_LEGAL_MOVES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
