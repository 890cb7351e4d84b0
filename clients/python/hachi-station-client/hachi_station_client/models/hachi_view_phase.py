from typing import Literal

HachiViewPhase = Literal["deck_choice", "over", "play"]

HACHI_VIEW_PHASE_VALUES: set[HachiViewPhase] = {
    "deck_choice",
    "over",
    "play",
}


def check_hachi_view_phase(value: str) -> HachiViewPhase:
    if value in HACHI_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_VIEW_PHASE_VALUES!r}")
