from typing import Literal

FastTrainDestinationsCitiesItem = Literal["London", "Miyajima", "New York", "Paris", "Rio", "Sydney"]

FAST_TRAIN_DESTINATIONS_CITIES_ITEM_VALUES: set[FastTrainDestinationsCitiesItem] = {
    "London",
    "Miyajima",
    "New York",
    "Paris",
    "Rio",
    "Sydney",
}


def check_fast_train_destinations_cities_item(value: str) -> FastTrainDestinationsCitiesItem:
    if value in FAST_TRAIN_DESTINATIONS_CITIES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_DESTINATIONS_CITIES_ITEM_VALUES!r}")
