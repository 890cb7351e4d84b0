from typing import Literal

BotsEnum = Literal["greedy", "random"]

BOTS_ENUM_VALUES: set[BotsEnum] = {
    "greedy",
    "random",
}


def check_bots_enum(value: str) -> BotsEnum:
    if value in BOTS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOTS_ENUM_VALUES!r}")
