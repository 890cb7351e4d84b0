from typing import Literal

FastTrainRolledDieDie = Literal["blue", "red", "yellow"]

FAST_TRAIN_ROLLED_DIE_DIE_VALUES: set[FastTrainRolledDieDie] = {
    "blue",
    "red",
    "yellow",
}


def check_fast_train_rolled_die_die(value: str) -> FastTrainRolledDieDie:
    if value in FAST_TRAIN_ROLLED_DIE_DIE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_ROLLED_DIE_DIE_VALUES!r}")
