from typing import Literal

GamesStartCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_START_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesStartCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_start_create_error_401_error_code(value: str) -> GamesStartCreateError401ErrorCode:
    if value in GAMES_START_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_START_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
