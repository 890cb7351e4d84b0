from typing import Literal

GamesListError403ErrorCode = Literal["insufficient_scope"]

GAMES_LIST_ERROR_403_ERROR_CODE_VALUES: set[GamesListError403ErrorCode] = {
    "insufficient_scope",
}


def check_games_list_error_403_error_code(value: str) -> GamesListError403ErrorCode:
    if value in GAMES_LIST_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_ERROR_403_ERROR_CODE_VALUES!r}")
