from typing import Literal

GamesStartCreateError404ErrorCode = Literal["not_found"]

GAMES_START_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesStartCreateError404ErrorCode] = {
    "not_found",
}


def check_games_start_create_error_404_error_code(value: str) -> GamesStartCreateError404ErrorCode:
    if value in GAMES_START_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_START_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
