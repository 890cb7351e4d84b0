from typing import Literal

GameTypeStatsGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_TYPE_STATS_GAME_TYPE_VALUES: set[GameTypeStatsGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_type_stats_game_type(value: str) -> GameTypeStatsGameType:
    if value in GAME_TYPE_STATS_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPE_STATS_GAME_TYPE_VALUES!r}")
