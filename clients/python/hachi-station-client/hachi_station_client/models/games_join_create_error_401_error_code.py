from typing import Literal

GamesJoinCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_JOIN_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesJoinCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_join_create_error_401_error_code(value: str) -> GamesJoinCreateError401ErrorCode:
    if value in GAMES_JOIN_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_JOIN_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
