from typing import Literal

HachiHachiTeyakuSetHandType0 = Literal[
    "Four",
    "Four Three",
    "Four Two One",
    "Haneken",
    "Lead",
    "Standing Three",
    "Three",
    "Two Standing Threes",
    "Two Three",
    "Two Three, one standing",
]

HACHI_HACHI_TEYAKU_SET_HAND_TYPE_0_VALUES: set[HachiHachiTeyakuSetHandType0] = {
    "Four",
    "Four Three",
    "Four Two One",
    "Haneken",
    "Lead",
    "Standing Three",
    "Three",
    "Two Standing Threes",
    "Two Three",
    "Two Three, one standing",
}


def check_hachi_hachi_teyaku_set_hand_type_0(value: str) -> HachiHachiTeyakuSetHandType0:
    if value in HACHI_HACHI_TEYAKU_SET_HAND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_TEYAKU_SET_HAND_TYPE_0_VALUES!r}")
