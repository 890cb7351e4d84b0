from typing import Literal

FastTrainLoadActionTrain = Literal["fast", "heavy"]

FAST_TRAIN_LOAD_ACTION_TRAIN_VALUES: set[FastTrainLoadActionTrain] = {
    "fast",
    "heavy",
}


def check_fast_train_load_action_train(value: str) -> FastTrainLoadActionTrain:
    if value in FAST_TRAIN_LOAD_ACTION_TRAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_LOAD_ACTION_TRAIN_VALUES!r}")
