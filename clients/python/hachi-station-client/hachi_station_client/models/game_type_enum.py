from typing import Literal

GameTypeEnum = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_TYPE_ENUM_VALUES: set[GameTypeEnum] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_type_enum(value: str) -> GameTypeEnum:
    if value in GAME_TYPE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPE_ENUM_VALUES!r}")
