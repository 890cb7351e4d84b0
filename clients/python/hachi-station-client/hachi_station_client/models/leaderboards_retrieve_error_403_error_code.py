from typing import Literal

LeaderboardsRetrieveError403ErrorCode = Literal["insufficient_scope"]

LEADERBOARDS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[LeaderboardsRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_leaderboards_retrieve_error_403_error_code(value: str) -> LeaderboardsRetrieveError403ErrorCode:
    if value in LEADERBOARDS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARDS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
