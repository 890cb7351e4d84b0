from typing import Literal

LeaderboardsRetrieveError429ErrorCode = Literal["throttled"]

LEADERBOARDS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[LeaderboardsRetrieveError429ErrorCode] = {
    "throttled",
}


def check_leaderboards_retrieve_error_429_error_code(value: str) -> LeaderboardsRetrieveError429ErrorCode:
    if value in LEADERBOARDS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARDS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
