from typing import Literal

GamesRematchCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_REMATCH_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesRematchCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_rematch_create_error_401_error_code(value: str) -> GamesRematchCreateError401ErrorCode:
    if value in GAMES_REMATCH_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_REMATCH_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
