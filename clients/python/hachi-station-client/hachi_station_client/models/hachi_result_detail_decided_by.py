from typing import Literal

HachiResultDetailDecidedBy = Literal["cumulative", "points", "streak", "victories"]

HACHI_RESULT_DETAIL_DECIDED_BY_VALUES: set[HachiResultDetailDecidedBy] = {
    "cumulative",
    "points",
    "streak",
    "victories",
}


def check_hachi_result_detail_decided_by(value: str) -> HachiResultDetailDecidedBy:
    if value in HACHI_RESULT_DETAIL_DECIDED_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_RESULT_DETAIL_DECIDED_BY_VALUES!r}")
