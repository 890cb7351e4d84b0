from typing import Literal

TakeTheTrainLineStation = Literal["SB", "SG", "SM", "SO"]

TAKE_THE_TRAIN_LINE_STATION_VALUES: set[TakeTheTrainLineStation] = {
    "SB",
    "SG",
    "SM",
    "SO",
}


def check_take_the_train_line_station(value: str) -> TakeTheTrainLineStation:
    if value in TAKE_THE_TRAIN_LINE_STATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_LINE_STATION_VALUES!r}")
