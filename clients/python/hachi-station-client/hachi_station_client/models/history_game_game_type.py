from typing import Literal

HistoryGameGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

HISTORY_GAME_GAME_TYPE_VALUES: set[HistoryGameGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_history_game_game_type(value: str) -> HistoryGameGameType:
    if value in HISTORY_GAME_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HISTORY_GAME_GAME_TYPE_VALUES!r}")
