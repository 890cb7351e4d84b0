from typing import Literal

HachiViewDecidedByType0 = Literal["cumulative", "points", "streak", "victories"]

HACHI_VIEW_DECIDED_BY_TYPE_0_VALUES: set[HachiViewDecidedByType0] = {
    "cumulative",
    "points",
    "streak",
    "victories",
}


def check_hachi_view_decided_by_type_0(value: str) -> HachiViewDecidedByType0:
    if value in HACHI_VIEW_DECIDED_BY_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_VIEW_DECIDED_BY_TYPE_0_VALUES!r}")
