from typing import Literal

TakeTheTrainExtendActionLine = Literal["B", "G", "M", "O"]

TAKE_THE_TRAIN_EXTEND_ACTION_LINE_VALUES: set[TakeTheTrainExtendActionLine] = {
    "B",
    "G",
    "M",
    "O",
}


def check_take_the_train_extend_action_line(value: str) -> TakeTheTrainExtendActionLine:
    if value in TAKE_THE_TRAIN_EXTEND_ACTION_LINE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_EXTEND_ACTION_LINE_VALUES!r}")
