from typing import Literal

GamesStartCreateError429ErrorCode = Literal["throttled"]

GAMES_START_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesStartCreateError429ErrorCode] = {
    "throttled",
}


def check_games_start_create_error_429_error_code(value: str) -> GamesStartCreateError429ErrorCode:
    if value in GAMES_START_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_START_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
