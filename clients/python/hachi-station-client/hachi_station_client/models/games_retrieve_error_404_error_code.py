from typing import Literal

GamesRetrieveError404ErrorCode = Literal["not_found"]

GAMES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[GamesRetrieveError404ErrorCode] = {
    "not_found",
}


def check_games_retrieve_error_404_error_code(value: str) -> GamesRetrieveError404ErrorCode:
    if value in GAMES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
