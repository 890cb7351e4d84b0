from typing import Literal

GamesRematchCreateError404ErrorCode = Literal["not_found"]

GAMES_REMATCH_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesRematchCreateError404ErrorCode] = {
    "not_found",
}


def check_games_rematch_create_error_404_error_code(value: str) -> GamesRematchCreateError404ErrorCode:
    if value in GAMES_REMATCH_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_REMATCH_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
