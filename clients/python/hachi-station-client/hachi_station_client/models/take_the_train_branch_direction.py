from typing import Literal

TakeTheTrainBranchDirection = Literal["down", "up"]

TAKE_THE_TRAIN_BRANCH_DIRECTION_VALUES: set[TakeTheTrainBranchDirection] = {
    "down",
    "up",
}


def check_take_the_train_branch_direction(value: str) -> TakeTheTrainBranchDirection:
    if value in TAKE_THE_TRAIN_BRANCH_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_BRANCH_DIRECTION_VALUES!r}")
