from typing import Literal

TakeTheTrainLineLowClosedType0 = Literal["EL1", "EL2"]

TAKE_THE_TRAIN_LINE_LOW_CLOSED_TYPE_0_VALUES: set[TakeTheTrainLineLowClosedType0] = {
    "EL1",
    "EL2",
}


def check_take_the_train_line_low_closed_type_0(value: str) -> TakeTheTrainLineLowClosedType0:
    if value in TAKE_THE_TRAIN_LINE_LOW_CLOSED_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_LINE_LOW_CLOSED_TYPE_0_VALUES!r}")
