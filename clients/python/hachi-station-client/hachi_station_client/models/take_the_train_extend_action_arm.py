from typing import Literal

TakeTheTrainExtendActionArm = Literal["branch", "high", "low"]

TAKE_THE_TRAIN_EXTEND_ACTION_ARM_VALUES: set[TakeTheTrainExtendActionArm] = {
    "branch",
    "high",
    "low",
}


def check_take_the_train_extend_action_arm(value: str) -> TakeTheTrainExtendActionArm:
    if value in TAKE_THE_TRAIN_EXTEND_ACTION_ARM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_EXTEND_ACTION_ARM_VALUES!r}")
