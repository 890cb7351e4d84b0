from typing import Literal

GamesDeclineCreateError404ErrorCode = Literal["not_found"]

GAMES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesDeclineCreateError404ErrorCode] = {
    "not_found",
}


def check_games_decline_create_error_404_error_code(value: str) -> GamesDeclineCreateError404ErrorCode:
    if value in GAMES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
