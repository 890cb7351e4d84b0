from typing import Literal

GameRecordGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_RECORD_GAME_TYPE_VALUES: set[GameRecordGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_record_game_type(value: str) -> GameRecordGameType:
    if value in GAME_RECORD_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_RECORD_GAME_TYPE_VALUES!r}")
