from typing import Literal

GamesDeclineCreateError429ErrorCode = Literal["throttled"]

GAMES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES: set[GamesDeclineCreateError429ErrorCode] = {
    "throttled",
}


def check_games_decline_create_error_429_error_code(value: str) -> GamesDeclineCreateError429ErrorCode:
    if value in GAMES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
