from typing import Literal

FastTrainLoadActionColour = Literal["blue", "green", "orange", "purple", "red", "yellow"]

FAST_TRAIN_LOAD_ACTION_COLOUR_VALUES: set[FastTrainLoadActionColour] = {
    "blue",
    "green",
    "orange",
    "purple",
    "red",
    "yellow",
}


def check_fast_train_load_action_colour(value: str) -> FastTrainLoadActionColour:
    if value in FAST_TRAIN_LOAD_ACTION_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_LOAD_ACTION_COLOUR_VALUES!r}")
