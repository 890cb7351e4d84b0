from typing import Literal

GamesListError429ErrorCode = Literal["throttled"]

GAMES_LIST_ERROR_429_ERROR_CODE_VALUES: set[GamesListError429ErrorCode] = {
    "throttled",
}


def check_games_list_error_429_error_code(value: str) -> GamesListError429ErrorCode:
    if value in GAMES_LIST_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_ERROR_429_ERROR_CODE_VALUES!r}")
