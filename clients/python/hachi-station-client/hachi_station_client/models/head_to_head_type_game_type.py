from typing import Literal

HeadToHeadTypeGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

HEAD_TO_HEAD_TYPE_GAME_TYPE_VALUES: set[HeadToHeadTypeGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_head_to_head_type_game_type(value: str) -> HeadToHeadTypeGameType:
    if value in HEAD_TO_HEAD_TYPE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HEAD_TO_HEAD_TYPE_GAME_TYPE_VALUES!r}")
