from typing import Literal

FastTrainPendingLoadTrain = Literal["fast", "heavy"]

FAST_TRAIN_PENDING_LOAD_TRAIN_VALUES: set[FastTrainPendingLoadTrain] = {
    "fast",
    "heavy",
}


def check_fast_train_pending_load_train(value: str) -> FastTrainPendingLoadTrain:
    if value in FAST_TRAIN_PENDING_LOAD_TRAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_PENDING_LOAD_TRAIN_VALUES!r}")
