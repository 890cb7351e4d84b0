from typing import Literal

FastTrainPendingLoadColour = Literal["blue", "green", "orange", "purple", "red", "yellow"]

FAST_TRAIN_PENDING_LOAD_COLOUR_VALUES: set[FastTrainPendingLoadColour] = {
    "blue",
    "green",
    "orange",
    "purple",
    "red",
    "yellow",
}


def check_fast_train_pending_load_colour(value: str) -> FastTrainPendingLoadColour:
    if value in FAST_TRAIN_PENDING_LOAD_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_PENDING_LOAD_COLOUR_VALUES!r}")
