from typing import Literal

HachiHachiOptionsFieldCarry = Literal["all_lights", "same_kind"]

HACHI_HACHI_OPTIONS_FIELD_CARRY_VALUES: set[HachiHachiOptionsFieldCarry] = {
    "all_lights",
    "same_kind",
}


def check_hachi_hachi_options_field_carry(value: str) -> HachiHachiOptionsFieldCarry:
    if value in HACHI_HACHI_OPTIONS_FIELD_CARRY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_OPTIONS_FIELD_CARRY_VALUES!r}")
