from typing import Literal

TurnGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

TURN_GAME_TYPE_VALUES: set[TurnGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_turn_game_type(value: str) -> TurnGameType:
    if value in TURN_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TURN_GAME_TYPE_VALUES!r}")
