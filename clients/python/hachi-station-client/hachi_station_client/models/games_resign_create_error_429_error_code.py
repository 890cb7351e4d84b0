from typing import Literal

GamesResignCreateError429ErrorCode = Literal["throttled"]

GAMES_RESIGN_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesResignCreateError429ErrorCode] = {
    "throttled",
}


def check_games_resign_create_error_429_error_code(value: str) -> GamesResignCreateError429ErrorCode:
    if value in GAMES_RESIGN_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RESIGN_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
