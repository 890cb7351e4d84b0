from typing import Literal

GameGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_GAME_TYPE_VALUES: set[GameGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_game_type(value: str) -> GameGameType:
    if value in GAME_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_GAME_TYPE_VALUES!r}")
