from typing import Literal

GamesCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

GAMES_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_games_create_error_403_error_code(value: str) -> GamesCreateError403ErrorCode:
    if value in GAMES_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
