from typing import Literal

HachiTrainPendingSource = Literal["collected", "drawn"]

HACHI_TRAIN_PENDING_SOURCE_VALUES: set[HachiTrainPendingSource] = {
    "collected",
    "drawn",
}


def check_hachi_train_pending_source(value: str) -> HachiTrainPendingSource:
    if value in HACHI_TRAIN_PENDING_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_PENDING_SOURCE_VALUES!r}")
