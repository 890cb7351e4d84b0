from typing import Literal

HachiTrainViewPhase = Literal["insert", "over", "play"]

HACHI_TRAIN_VIEW_PHASE_VALUES: set[HachiTrainViewPhase] = {
    "insert",
    "over",
    "play",
}


def check_hachi_train_view_phase(value: str) -> HachiTrainViewPhase:
    if value in HACHI_TRAIN_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_VIEW_PHASE_VALUES!r}")
