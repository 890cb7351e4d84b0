from typing import Literal

GameTypesRetrieveError429ErrorCode = Literal["throttled"]

GAME_TYPES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[GameTypesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_game_types_retrieve_error_429_error_code(value: str) -> GameTypesRetrieveError429ErrorCode:
    if value in GAME_TYPES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
