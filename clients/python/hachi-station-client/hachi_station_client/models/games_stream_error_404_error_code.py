from typing import Literal

GamesStreamError404ErrorCode = Literal["not_found"]

GAMES_STREAM_ERROR_404_ERROR_CODE_VALUES: set[GamesStreamError404ErrorCode] = {
    "not_found",
}


def check_games_stream_error_404_error_code(value: str) -> GamesStreamError404ErrorCode:
    if value in GAMES_STREAM_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_STREAM_ERROR_404_ERROR_CODE_VALUES!r}")
