from typing import Literal

FastTrainRollActionDie = Literal["blue", "red", "yellow"]

FAST_TRAIN_ROLL_ACTION_DIE_VALUES: set[FastTrainRollActionDie] = {
    "blue",
    "red",
    "yellow",
}


def check_fast_train_roll_action_die(value: str) -> FastTrainRollActionDie:
    if value in FAST_TRAIN_ROLL_ACTION_DIE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_ROLL_ACTION_DIE_VALUES!r}")
