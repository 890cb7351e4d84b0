from typing import Literal

GamesStreamError403ErrorCode = Literal["insufficient_scope"]

GAMES_STREAM_ERROR_403_ERROR_CODE_VALUES: set[GamesStreamError403ErrorCode] = {
    "insufficient_scope",
}


def check_games_stream_error_403_error_code(value: str) -> GamesStreamError403ErrorCode:
    if value in GAMES_STREAM_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_STREAM_ERROR_403_ERROR_CODE_VALUES!r}")
