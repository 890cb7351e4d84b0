from typing import Literal

FastTrainDestinationsReachedItem = Literal["blue", "green", "orange", "purple", "red", "yellow"]

FAST_TRAIN_DESTINATIONS_REACHED_ITEM_VALUES: set[FastTrainDestinationsReachedItem] = {
    "blue",
    "green",
    "orange",
    "purple",
    "red",
    "yellow",
}


def check_fast_train_destinations_reached_item(value: str) -> FastTrainDestinationsReachedItem:
    if value in FAST_TRAIN_DESTINATIONS_REACHED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_DESTINATIONS_REACHED_ITEM_VALUES!r}")
