from typing import Literal

GamesStreamError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

GAMES_STREAM_ERROR_401_ERROR_CODE_VALUES: set[GamesStreamError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_games_stream_error_401_error_code(value: str) -> GamesStreamError401ErrorCode:
    if value in GAMES_STREAM_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_STREAM_ERROR_401_ERROR_CODE_VALUES!r}")
