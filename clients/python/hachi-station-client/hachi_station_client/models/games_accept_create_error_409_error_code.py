from typing import Literal

GamesAcceptCreateError409ErrorCode = Literal["already_joined", "game_full", "not_open"]

GAMES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesAcceptCreateError409ErrorCode] = {
    "already_joined",
    "game_full",
    "not_open",
}


def check_games_accept_create_error_409_error_code(value: str) -> GamesAcceptCreateError409ErrorCode:
    if value in GAMES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
