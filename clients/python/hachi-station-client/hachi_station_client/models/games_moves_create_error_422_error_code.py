from typing import Literal

GamesMovesCreateError422ErrorCode = Literal[
    "idempotency_key_reused", "illegal_action", "malformed_action", "unknown_action_type"
]

GAMES_MOVES_CREATE_ERROR_422_ERROR_CODE_VALUES: set[GamesMovesCreateError422ErrorCode] = {
    "idempotency_key_reused",
    "illegal_action",
    "malformed_action",
    "unknown_action_type",
}


def check_games_moves_create_error_422_error_code(value: str) -> GamesMovesCreateError422ErrorCode:
    if value in GAMES_MOVES_CREATE_ERROR_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_MOVES_CREATE_ERROR_422_ERROR_CODE_VALUES!r}")
