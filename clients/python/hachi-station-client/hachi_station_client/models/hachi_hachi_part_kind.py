from typing import Literal

HachiHachiPartKind = Literal[
    "all_eights",
    "card_points",
    "dekiyaku",
    "diving",
    "double_eights",
    "escape",
    "liability",
    "sage_penalty",
    "simple_16",
    "teyaku",
]

HACHI_HACHI_PART_KIND_VALUES: set[HachiHachiPartKind] = {
    "all_eights",
    "card_points",
    "dekiyaku",
    "diving",
    "double_eights",
    "escape",
    "liability",
    "sage_penalty",
    "simple_16",
    "teyaku",
}


def check_hachi_hachi_part_kind(value: str) -> HachiHachiPartKind:
    if value in HACHI_HACHI_PART_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_PART_KIND_VALUES!r}")
