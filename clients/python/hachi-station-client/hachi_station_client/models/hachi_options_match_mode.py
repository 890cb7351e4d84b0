from typing import Literal

HachiOptionsMatchMode = Literal["fixed", "points", "streak", "victories"]

HACHI_OPTIONS_MATCH_MODE_VALUES: set[HachiOptionsMatchMode] = {
    "fixed",
    "points",
    "streak",
    "victories",
}


def check_hachi_options_match_mode(value: str) -> HachiOptionsMatchMode:
    if value in HACHI_OPTIONS_MATCH_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_OPTIONS_MATCH_MODE_VALUES!r}")
