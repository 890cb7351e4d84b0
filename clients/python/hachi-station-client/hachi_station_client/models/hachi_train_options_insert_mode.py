from typing import Literal

HachiTrainOptionsInsertMode = Literal["block", "individual"]

HACHI_TRAIN_OPTIONS_INSERT_MODE_VALUES: set[HachiTrainOptionsInsertMode] = {
    "block",
    "individual",
}


def check_hachi_train_options_insert_mode(value: str) -> HachiTrainOptionsInsertMode:
    if value in HACHI_TRAIN_OPTIONS_INSERT_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_OPTIONS_INSERT_MODE_VALUES!r}")
