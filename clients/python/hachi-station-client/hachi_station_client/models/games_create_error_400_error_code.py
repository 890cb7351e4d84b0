from typing import Literal

GamesCreateError400ErrorCode = Literal["invalid", "malformed_request"]

GAMES_CREATE_ERROR_400_ERROR_CODE_VALUES: set[GamesCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_games_create_error_400_error_code(value: str) -> GamesCreateError400ErrorCode:
    if value in GAMES_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
