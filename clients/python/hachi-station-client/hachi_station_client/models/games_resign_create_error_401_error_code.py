from typing import Literal

GamesResignCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_RESIGN_CREATE_ERROR_401_ERROR_CODE_VALUES: set[GamesResignCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_resign_create_error_401_error_code(value: str) -> GamesResignCreateError401ErrorCode:
    if value in GAMES_RESIGN_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_RESIGN_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
