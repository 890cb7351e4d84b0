from typing import Literal

GamesRetrieveError429ErrorCode = Literal["throttled"]

GAMES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[GamesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_games_retrieve_error_429_error_code(value: str) -> GamesRetrieveError429ErrorCode:
    if value in GAMES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
