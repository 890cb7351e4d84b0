from typing import Literal

TakeTheTrainViewPhase = Literal["opening", "over", "play", "round_over"]

TAKE_THE_TRAIN_VIEW_PHASE_VALUES: set[TakeTheTrainViewPhase] = {
    "opening",
    "over",
    "play",
    "round_over",
}


def check_take_the_train_view_phase(value: str) -> TakeTheTrainViewPhase:
    if value in TAKE_THE_TRAIN_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_VIEW_PHASE_VALUES!r}")
