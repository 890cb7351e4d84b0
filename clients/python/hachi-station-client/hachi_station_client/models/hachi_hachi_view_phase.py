from typing import Literal

HachiHachiViewPhase = Literal["choose", "decide", "over", "play"]

HACHI_HACHI_VIEW_PHASE_VALUES: set[HachiHachiViewPhase] = {
    "choose",
    "decide",
    "over",
    "play",
}


def check_hachi_hachi_view_phase(value: str) -> HachiHachiViewPhase:
    if value in HACHI_HACHI_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_VIEW_PHASE_VALUES!r}")
