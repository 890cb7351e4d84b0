from typing import Literal

GamesCreateError429ErrorCode = Literal["throttled"]

GAMES_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesCreateError429ErrorCode] = {
    "throttled",
}


def check_games_create_error_429_error_code(value: str) -> GamesCreateError429ErrorCode:
    if value in GAMES_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
