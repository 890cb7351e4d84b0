from typing import Literal

FastTrainSheetViewReachedItem = Literal["blue", "green", "orange", "purple", "red", "yellow"]

FAST_TRAIN_SHEET_VIEW_REACHED_ITEM_VALUES: set[FastTrainSheetViewReachedItem] = {
    "blue",
    "green",
    "orange",
    "purple",
    "red",
    "yellow",
}


def check_fast_train_sheet_view_reached_item(value: str) -> FastTrainSheetViewReachedItem:
    if value in FAST_TRAIN_SHEET_VIEW_REACHED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_SHEET_VIEW_REACHED_ITEM_VALUES!r}")
