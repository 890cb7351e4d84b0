from typing import Literal

RecentGameGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

RECENT_GAME_GAME_TYPE_VALUES: set[RecentGameGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_recent_game_game_type(value: str) -> RecentGameGameType:
    if value in RECENT_GAME_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECENT_GAME_GAME_TYPE_VALUES!r}")
