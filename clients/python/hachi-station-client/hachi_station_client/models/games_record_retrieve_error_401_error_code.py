from typing import Literal

GamesRecordRetrieveError401ErrorCode = Literal["authentication_failed"]

GAMES_RECORD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[GamesRecordRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_games_record_retrieve_error_401_error_code(value: str) -> GamesRecordRetrieveError401ErrorCode:
    if value in GAMES_RECORD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_RECORD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
