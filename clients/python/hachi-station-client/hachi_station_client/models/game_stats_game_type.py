from typing import Literal

GameStatsGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_STATS_GAME_TYPE_VALUES: set[GameStatsGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_stats_game_type(value: str) -> GameStatsGameType:
    if value in GAME_STATS_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_STATS_GAME_TYPE_VALUES!r}")
