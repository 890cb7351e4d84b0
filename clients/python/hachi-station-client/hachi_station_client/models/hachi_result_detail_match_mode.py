from typing import Literal

HachiResultDetailMatchMode = Literal["fixed", "points", "streak", "victories"]

HACHI_RESULT_DETAIL_MATCH_MODE_VALUES: set[HachiResultDetailMatchMode] = {
    "fixed",
    "points",
    "streak",
    "victories",
}


def check_hachi_result_detail_match_mode(value: str) -> HachiResultDetailMatchMode:
    if value in HACHI_RESULT_DETAIL_MATCH_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_RESULT_DETAIL_MATCH_MODE_VALUES!r}")
