from typing import Literal

GamesRetrieveError403ErrorCode = Literal["insufficient_scope"]

GAMES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[GamesRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_games_retrieve_error_403_error_code(value: str) -> GamesRetrieveError403ErrorCode:
    if value in GAMES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
