from typing import Literal

GamesCreateError413ErrorCode = Literal["payload_too_large"]

GAMES_CREATE_ERROR_413_ERROR_CODE_VALUES: set[GamesCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_games_create_error_413_error_code(value: str) -> GamesCreateError413ErrorCode:
    if value in GAMES_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
