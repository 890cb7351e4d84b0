from typing import Literal

HachiTrainPrivateSlotsItem = Literal["collected", "dealt", "drawn"]

HACHI_TRAIN_PRIVATE_SLOTS_ITEM_VALUES: set[HachiTrainPrivateSlotsItem] = {
    "collected",
    "dealt",
    "drawn",
}


def check_hachi_train_private_slots_item(value: str) -> HachiTrainPrivateSlotsItem:
    if value in HACHI_TRAIN_PRIVATE_SLOTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_PRIVATE_SLOTS_ITEM_VALUES!r}")
