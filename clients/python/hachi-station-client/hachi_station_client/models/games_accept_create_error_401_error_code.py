from typing import Literal

GamesAcceptCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesAcceptCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_accept_create_error_401_error_code(value: str) -> GamesAcceptCreateError401ErrorCode:
    if value in GAMES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
