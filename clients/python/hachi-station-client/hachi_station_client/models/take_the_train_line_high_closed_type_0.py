from typing import Literal

TakeTheTrainLineHighClosedType0 = Literal["EL1", "EL2"]

TAKE_THE_TRAIN_LINE_HIGH_CLOSED_TYPE_0_VALUES: set[TakeTheTrainLineHighClosedType0] = {
    "EL1",
    "EL2",
}


def check_take_the_train_line_high_closed_type_0(value: str) -> TakeTheTrainLineHighClosedType0:
    if value in TAKE_THE_TRAIN_LINE_HIGH_CLOSED_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_LINE_HIGH_CLOSED_TYPE_0_VALUES!r}")
