from typing import Literal

GamesAcceptCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

GAMES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesAcceptCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_games_accept_create_error_403_error_code(value: str) -> GamesAcceptCreateError403ErrorCode:
    if value in GAMES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
