from typing import Literal

TakeTheTrainTransferActionTransfer = Literal["TR1", "TR2"]

TAKE_THE_TRAIN_TRANSFER_ACTION_TRANSFER_VALUES: set[TakeTheTrainTransferActionTransfer] = {
    "TR1",
    "TR2",
}


def check_take_the_train_transfer_action_transfer(value: str) -> TakeTheTrainTransferActionTransfer:
    if value in TAKE_THE_TRAIN_TRANSFER_ACTION_TRANSFER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_TRANSFER_ACTION_TRANSFER_VALUES!r}")
