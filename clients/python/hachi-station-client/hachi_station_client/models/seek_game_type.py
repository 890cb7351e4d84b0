from typing import Literal

SeekGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

SEEK_GAME_TYPE_VALUES: set[SeekGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_seek_game_type(value: str) -> SeekGameType:
    if value in SEEK_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEK_GAME_TYPE_VALUES!r}")
