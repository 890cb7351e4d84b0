from typing import Literal

GamesRecordRetrieveError429ErrorCode = Literal["throttled"]

GAMES_RECORD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[GamesRecordRetrieveError429ErrorCode] = {
    "throttled",
}


def check_games_record_retrieve_error_429_error_code(value: str) -> GamesRecordRetrieveError429ErrorCode:
    if value in GAMES_RECORD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_RECORD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
