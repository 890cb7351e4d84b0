from typing import Literal

GameTypesRetrieveError403ErrorCode = Literal["insufficient_scope"]

GAME_TYPES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[GameTypesRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_game_types_retrieve_error_403_error_code(value: str) -> GameTypesRetrieveError403ErrorCode:
    if value in GAME_TYPES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
