from typing import Literal

GamesMovesCreateError413ErrorCode = Literal["payload_too_large"]

GAMES_MOVES_CREATE_ERROR_413_ERROR_CODE_VALUES: set[GamesMovesCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_games_moves_create_error_413_error_code(value: str) -> GamesMovesCreateError413ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
