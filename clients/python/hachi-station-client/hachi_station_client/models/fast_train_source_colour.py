from typing import Literal

FastTrainSourceColour = Literal["blue", "green", "orange", "purple", "red", "yellow"]

FAST_TRAIN_SOURCE_COLOUR_VALUES: set[FastTrainSourceColour] = {
    "blue",
    "green",
    "orange",
    "purple",
    "red",
    "yellow",
}


def check_fast_train_source_colour(value: str) -> FastTrainSourceColour:
    if value in FAST_TRAIN_SOURCE_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_SOURCE_COLOUR_VALUES!r}")
