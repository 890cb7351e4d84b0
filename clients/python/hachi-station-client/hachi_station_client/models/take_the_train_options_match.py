from typing import Literal

TakeTheTrainOptionsMatch = Literal[
    "rounds",
    "rounds:10",
    "rounds:2",
    "rounds:3",
    "rounds:4",
    "rounds:5",
    "rounds:6",
    "rounds:7",
    "rounds:8",
    "rounds:9",
    "single",
    "target:100",
    "target:250",
]

TAKE_THE_TRAIN_OPTIONS_MATCH_VALUES: set[TakeTheTrainOptionsMatch] = {
    "rounds",
    "rounds:10",
    "rounds:2",
    "rounds:3",
    "rounds:4",
    "rounds:5",
    "rounds:6",
    "rounds:7",
    "rounds:8",
    "rounds:9",
    "single",
    "target:100",
    "target:250",
}


def check_take_the_train_options_match(value: str) -> TakeTheTrainOptionsMatch:
    if value in TAKE_THE_TRAIN_OPTIONS_MATCH_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_OPTIONS_MATCH_VALUES!r}")
