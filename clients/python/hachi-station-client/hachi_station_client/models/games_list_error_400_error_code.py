from typing import Literal

GamesListError400ErrorCode = Literal["invalid", "malformed_request"]

GAMES_LIST_ERROR_400_ERROR_CODE_VALUES: set[GamesListError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_games_list_error_400_error_code(value: str) -> GamesListError400ErrorCode:
    if value in GAMES_LIST_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_ERROR_400_ERROR_CODE_VALUES!r}")
