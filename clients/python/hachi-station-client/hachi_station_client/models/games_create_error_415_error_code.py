from typing import Literal

GamesCreateError415ErrorCode = Literal["unsupported_media_type"]

GAMES_CREATE_ERROR_415_ERROR_CODE_VALUES: set[GamesCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_games_create_error_415_error_code(value: str) -> GamesCreateError415ErrorCode:
    if value in GAMES_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
