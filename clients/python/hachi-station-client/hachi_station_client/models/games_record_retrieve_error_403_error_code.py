from typing import Literal

GamesRecordRetrieveError403ErrorCode = Literal["insufficient_scope"]

GAMES_RECORD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[GamesRecordRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_games_record_retrieve_error_403_error_code(value: str) -> GamesRecordRetrieveError403ErrorCode:
    if value in GAMES_RECORD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAMES_RECORD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
