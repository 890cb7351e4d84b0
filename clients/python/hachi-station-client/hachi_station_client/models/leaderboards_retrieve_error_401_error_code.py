from typing import Literal

LeaderboardsRetrieveError401ErrorCode = Literal["authentication_failed"]

LEADERBOARDS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[LeaderboardsRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_leaderboards_retrieve_error_401_error_code(value: str) -> LeaderboardsRetrieveError401ErrorCode:
    if value in LEADERBOARDS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARDS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
