from typing import Literal

GamesRecordRetrieveError404ErrorCode = Literal["not_found"]

GAMES_RECORD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[GamesRecordRetrieveError404ErrorCode] = {
    "not_found",
}


def check_games_record_retrieve_error_404_error_code(value: str) -> GamesRecordRetrieveError404ErrorCode:
    if value in GAMES_RECORD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_RECORD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
