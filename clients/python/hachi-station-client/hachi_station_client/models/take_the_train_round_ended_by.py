from typing import Literal

TakeTheTrainRoundEndedBy = Literal["fares", "out"]

TAKE_THE_TRAIN_ROUND_ENDED_BY_VALUES: set[TakeTheTrainRoundEndedBy] = {
    "fares",
    "out",
}


def check_take_the_train_round_ended_by(value: str) -> TakeTheTrainRoundEndedBy:
    if value in TAKE_THE_TRAIN_ROUND_ENDED_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_ROUND_ENDED_BY_VALUES!r}")
