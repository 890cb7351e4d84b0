from typing import Literal

LeaderboardsRetrieveError404ErrorCode = Literal["not_found"]

LEADERBOARDS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[LeaderboardsRetrieveError404ErrorCode] = {
    "not_found",
}


def check_leaderboards_retrieve_error_404_error_code(value: str) -> LeaderboardsRetrieveError404ErrorCode:
    if value in LEADERBOARDS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARDS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
