from typing import Literal

GamesResignCreateError403ErrorCode = Literal["forbidden", "insufficient_scope", "not_a_player"]

GAMES_RESIGN_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesResignCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
    "not_a_player",
}


def check_games_resign_create_error_403_error_code(value: str) -> GamesResignCreateError403ErrorCode:
    if value in GAMES_RESIGN_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RESIGN_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
