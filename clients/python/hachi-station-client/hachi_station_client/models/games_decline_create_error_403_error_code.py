from typing import Literal

GamesDeclineCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

GAMES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES: set[GamesDeclineCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_games_decline_create_error_403_error_code(value: str) -> GamesDeclineCreateError403ErrorCode:
    if value in GAMES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
