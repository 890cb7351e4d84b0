from typing import Literal

GamesMovesCreateError409ErrorCode = Literal[
    "game_not_active", "idempotency_key_in_use", "not_your_turn", "resigned", "stale_version"
]

GAMES_MOVES_CREATE_ERROR_409_ERROR_CODE_VALUES: set[GamesMovesCreateError409ErrorCode] = {
    "game_not_active",
    "idempotency_key_in_use",
    "not_your_turn",
    "resigned",
    "stale_version",
}


def check_games_moves_create_error_409_error_code(value: str) -> GamesMovesCreateError409ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
