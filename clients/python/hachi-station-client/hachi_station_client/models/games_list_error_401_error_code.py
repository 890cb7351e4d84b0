from typing import Literal

GamesListError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_LIST_ERROR_401_ERROR_CODE_VALUES: set[GamesListError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_list_error_401_error_code(value: str) -> GamesListError401ErrorCode:
    if value in GAMES_LIST_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_ERROR_401_ERROR_CODE_VALUES!r}")
