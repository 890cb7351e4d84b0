from typing import Literal

GameTypesRetrieveError401ErrorCode = Literal["authentication_failed"]

GAME_TYPES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[GameTypesRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_game_types_retrieve_error_401_error_code(value: str) -> GameTypesRetrieveError401ErrorCode:
    if value in GAME_TYPES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
