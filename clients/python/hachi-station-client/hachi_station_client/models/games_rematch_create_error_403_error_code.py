from typing import Literal

GamesRematchCreateError403ErrorCode = Literal["forbidden", "insufficient_scope", "not_a_player"]

GAMES_REMATCH_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesRematchCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
    "not_a_player",
}


def check_games_rematch_create_error_403_error_code(value: str) -> GamesRematchCreateError403ErrorCode:
    if value in GAMES_REMATCH_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_REMATCH_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
