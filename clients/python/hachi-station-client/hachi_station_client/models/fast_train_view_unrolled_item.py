from typing import Literal

FastTrainViewUnrolledItem = Literal["blue", "red", "yellow"]

FAST_TRAIN_VIEW_UNROLLED_ITEM_VALUES: set[FastTrainViewUnrolledItem] = {
    "blue",
    "red",
    "yellow",
}


def check_fast_train_view_unrolled_item(value: str) -> FastTrainViewUnrolledItem:
    if value in FAST_TRAIN_VIEW_UNROLLED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_VIEW_UNROLLED_ITEM_VALUES!r}")
