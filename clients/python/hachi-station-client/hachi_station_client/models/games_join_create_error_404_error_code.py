from typing import Literal

GamesJoinCreateError404ErrorCode = Literal["not_found"]

GAMES_JOIN_CREATE_ERROR_404_ERROR_CODE_VALUES: set[GamesJoinCreateError404ErrorCode] = {
    "not_found",
}


def check_games_join_create_error_404_error_code(value: str) -> GamesJoinCreateError404ErrorCode:
    if value in GAMES_JOIN_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_JOIN_CREATE_ERROR_404_ERROR_CODE_VALUES!r}")
