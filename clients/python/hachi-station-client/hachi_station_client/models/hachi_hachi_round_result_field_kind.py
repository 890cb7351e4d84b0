from typing import Literal

HachiHachiRoundResultFieldKind = Literal["grand", "large", "small"]

HACHI_HACHI_ROUND_RESULT_FIELD_KIND_VALUES: set[HachiHachiRoundResultFieldKind] = {
    "grand",
    "large",
    "small",
}


def check_hachi_hachi_round_result_field_kind(value: str) -> HachiHachiRoundResultFieldKind:
    if value in HACHI_HACHI_ROUND_RESULT_FIELD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_ROUND_RESULT_FIELD_KIND_VALUES!r}")
