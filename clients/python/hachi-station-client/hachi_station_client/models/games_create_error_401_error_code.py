from typing import Literal

GamesCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_create_error_401_error_code(value: str) -> GamesCreateError401ErrorCode:
    if value in GAMES_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
