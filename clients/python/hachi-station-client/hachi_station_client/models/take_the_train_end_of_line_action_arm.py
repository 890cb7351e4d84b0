from typing import Literal

TakeTheTrainEndOfLineActionArm = Literal["high", "low"]

TAKE_THE_TRAIN_END_OF_LINE_ACTION_ARM_VALUES: set[TakeTheTrainEndOfLineActionArm] = {
    "high",
    "low",
}


def check_take_the_train_end_of_line_action_arm(value: str) -> TakeTheTrainEndOfLineActionArm:
    if value in TAKE_THE_TRAIN_END_OF_LINE_ACTION_ARM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_END_OF_LINE_ACTION_ARM_VALUES!r}")
