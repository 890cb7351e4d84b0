from typing import Literal

HachiHachiTeyakuChaffHandType0 = Literal["One Light", "One Slip", "One Ten", "Red", "Wither"]

HACHI_HACHI_TEYAKU_CHAFF_HAND_TYPE_0_VALUES: set[HachiHachiTeyakuChaffHandType0] = {
    "One Light",
    "One Slip",
    "One Ten",
    "Red",
    "Wither",
}


def check_hachi_hachi_teyaku_chaff_hand_type_0(value: str) -> HachiHachiTeyakuChaffHandType0:
    if value in HACHI_HACHI_TEYAKU_CHAFF_HAND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_TEYAKU_CHAFF_HAND_TYPE_0_VALUES!r}")
