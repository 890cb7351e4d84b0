from typing import Literal

GameSummaryGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_SUMMARY_GAME_TYPE_VALUES: set[GameSummaryGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_summary_game_type(value: str) -> GameSummaryGameType:
    if value in GAME_SUMMARY_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_SUMMARY_GAME_TYPE_VALUES!r}")
