from typing import Literal

LeaderboardGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

LEADERBOARD_GAME_TYPE_VALUES: set[LeaderboardGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_leaderboard_game_type(value: str) -> LeaderboardGameType:
    if value in LEADERBOARD_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LEADERBOARD_GAME_TYPE_VALUES!r}")
