from typing import Literal

GamesStreamError429ErrorCode = Literal["throttled", "too_many_streams"]

GAMES_STREAM_ERROR_429_ERROR_CODE_VALUES: set[GamesStreamError429ErrorCode] = {
    "throttled",
    "too_many_streams",
}


def check_games_stream_error_429_error_code(value: str) -> GamesStreamError429ErrorCode:
    if value in GAMES_STREAM_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_STREAM_ERROR_429_ERROR_CODE_VALUES!r}")
