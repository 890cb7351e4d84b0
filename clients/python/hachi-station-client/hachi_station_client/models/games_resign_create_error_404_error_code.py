from typing import Literal

GamesResignCreateError404ErrorCode = Literal["not_found"]

GAMES_RESIGN_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesResignCreateError404ErrorCode] = {
    "not_found",
}


def check_games_resign_create_error_404_error_code(value: str) -> GamesResignCreateError404ErrorCode:
    if value in GAMES_RESIGN_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RESIGN_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
