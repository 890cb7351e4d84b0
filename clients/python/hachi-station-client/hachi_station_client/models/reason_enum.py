from typing import Literal

ReasonEnum = Literal["casual", "game_type", "generic", "later", "no_bot", "only_bot", "rated", "too_fast", "too_slow"]

REASON_ENUM_VALUES: set[ReasonEnum] = {
    "casual",
    "game_type",
    "generic",
    "later",
    "no_bot",
    "only_bot",
    "rated",
    "too_fast",
    "too_slow",
}


def check_reason_enum(value: str) -> ReasonEnum:
    if value in REASON_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REASON_ENUM_VALUES!r}")
