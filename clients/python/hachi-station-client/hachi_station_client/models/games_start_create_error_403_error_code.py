from typing import Literal

GamesStartCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

GAMES_START_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesStartCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_games_start_create_error_403_error_code(value: str) -> GamesStartCreateError403ErrorCode:
    if value in GAMES_START_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_START_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
