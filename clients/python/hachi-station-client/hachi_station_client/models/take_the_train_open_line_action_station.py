from typing import Literal

TakeTheTrainOpenLineActionStation = Literal["SB", "SG", "SM", "SO"]

TAKE_THE_TRAIN_OPEN_LINE_ACTION_STATION_VALUES: set[TakeTheTrainOpenLineActionStation] = {
    "SB",
    "SG",
    "SM",
    "SO",
}


def check_take_the_train_open_line_action_station(value: str) -> TakeTheTrainOpenLineActionStation:
    if value in TAKE_THE_TRAIN_OPEN_LINE_ACTION_STATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_OPEN_LINE_ACTION_STATION_VALUES!r}")
