from typing import Literal

TakeTheTrainOpenLineActionArmType0 = Literal["high", "low"]

TAKE_THE_TRAIN_OPEN_LINE_ACTION_ARM_TYPE_0_VALUES: set[TakeTheTrainOpenLineActionArmType0] = {
    "high",
    "low",
}


def check_take_the_train_open_line_action_arm_type_0(value: str) -> TakeTheTrainOpenLineActionArmType0:
    if value in TAKE_THE_TRAIN_OPEN_LINE_ACTION_ARM_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_OPEN_LINE_ACTION_ARM_TYPE_0_VALUES!r}"
    )
