from typing import Literal

GamesStreamError400ErrorCode = Literal["invalid", "malformed_request"]

GAMES_STREAM_ERROR_400_ERROR_CODE_VALUES: set[GamesStreamError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_games_stream_error_400_error_code(value: str) -> GamesStreamError400ErrorCode:
    if value in GAMES_STREAM_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_STREAM_ERROR_400_ERROR_CODE_VALUES!r}")
