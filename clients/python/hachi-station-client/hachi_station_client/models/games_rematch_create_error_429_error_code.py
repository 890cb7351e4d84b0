from typing import Literal

GamesRematchCreateError429ErrorCode = Literal["throttled"]

GAMES_REMATCH_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesRematchCreateError429ErrorCode] = {
    "throttled",
}


def check_games_rematch_create_error_429_error_code(value: str) -> GamesRematchCreateError429ErrorCode:
    if value in GAMES_REMATCH_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_REMATCH_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
