from typing import Literal

GamesRetrieveError401ErrorCode = Literal["authentication_failed"]

GAMES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[GamesRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_games_retrieve_error_401_error_code(value: str) -> GamesRetrieveError401ErrorCode:
    if value in GAMES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
