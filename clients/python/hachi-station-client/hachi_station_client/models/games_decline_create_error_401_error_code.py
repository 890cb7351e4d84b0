from typing import Literal

GamesDeclineCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesDeclineCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_decline_create_error_401_error_code(value: str) -> GamesDeclineCreateError401ErrorCode:
    if value in GAMES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
