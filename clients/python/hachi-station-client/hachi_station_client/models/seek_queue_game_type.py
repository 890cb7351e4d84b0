from typing import Literal

SeekQueueGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

SEEK_QUEUE_GAME_TYPE_VALUES: set[SeekQueueGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_seek_queue_game_type(value: str) -> SeekQueueGameType:
    if value in SEEK_QUEUE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEK_QUEUE_GAME_TYPE_VALUES!r}")
