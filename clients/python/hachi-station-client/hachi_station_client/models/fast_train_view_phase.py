from typing import Literal

FastTrainViewPhase = Literal["load", "over", "roll"]

FAST_TRAIN_VIEW_PHASE_VALUES: set[FastTrainViewPhase] = {
    "load",
    "over",
    "roll",
}


def check_fast_train_view_phase(value: str) -> FastTrainViewPhase:
    if value in FAST_TRAIN_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FAST_TRAIN_VIEW_PHASE_VALUES!r}")
