from typing import Literal

GamesAcceptCreateError404ErrorCode = Literal["not_found"]

GAMES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesAcceptCreateError404ErrorCode] = {
    "not_found",
}


def check_games_accept_create_error_404_error_code(value: str) -> GamesAcceptCreateError404ErrorCode:
    if value in GAMES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
