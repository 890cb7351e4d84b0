from typing import Literal

TakeTheTrainBranchTransfer = Literal["TR1", "TR2"]

TAKE_THE_TRAIN_BRANCH_TRANSFER_VALUES: set[TakeTheTrainBranchTransfer] = {
    "TR1",
    "TR2",
}


def check_take_the_train_branch_transfer(value: str) -> TakeTheTrainBranchTransfer:
    if value in TAKE_THE_TRAIN_BRANCH_TRANSFER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_BRANCH_TRANSFER_VALUES!r}")
