from typing import Literal

TakeTheTrainEndOfLineActionLine = Literal["B", "G", "M", "O"]

TAKE_THE_TRAIN_END_OF_LINE_ACTION_LINE_VALUES: set[TakeTheTrainEndOfLineActionLine] = {
    "B",
    "G",
    "M",
    "O",
}


def check_take_the_train_end_of_line_action_line(value: str) -> TakeTheTrainEndOfLineActionLine:
    if value in TAKE_THE_TRAIN_END_OF_LINE_ACTION_LINE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_END_OF_LINE_ACTION_LINE_VALUES!r}")
