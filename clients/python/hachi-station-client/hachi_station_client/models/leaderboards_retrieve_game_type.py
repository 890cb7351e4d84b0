from typing import Literal

LeaderboardsRetrieveGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

LEADERBOARDS_RETRIEVE_GAME_TYPE_VALUES: set[LeaderboardsRetrieveGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_leaderboards_retrieve_game_type(value: str) -> LeaderboardsRetrieveGameType:
    if value in LEADERBOARDS_RETRIEVE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LEADERBOARDS_RETRIEVE_GAME_TYPE_VALUES!r}")
