from typing import Literal

GamesAcceptCreateError429ErrorCode = Literal["throttled"]

GAMES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesAcceptCreateError429ErrorCode] = {
    "throttled",
}


def check_games_accept_create_error_429_error_code(value: str) -> GamesAcceptCreateError429ErrorCode:
    if value in GAMES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
