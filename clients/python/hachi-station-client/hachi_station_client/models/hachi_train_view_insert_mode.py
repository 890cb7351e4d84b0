from typing import Literal

HachiTrainViewInsertMode = Literal["block", "individual"]

HACHI_TRAIN_VIEW_INSERT_MODE_VALUES: set[HachiTrainViewInsertMode] = {
    "block",
    "individual",
}


def check_hachi_train_view_insert_mode(value: str) -> HachiTrainViewInsertMode:
    if value in HACHI_TRAIN_VIEW_INSERT_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_VIEW_INSERT_MODE_VALUES!r}")
