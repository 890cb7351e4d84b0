from typing import Literal

SeatBotKindType0 = Literal["greedy", "random"]

SEAT_BOT_KIND_TYPE_0_VALUES: set[SeatBotKindType0] = {
    "greedy",
    "random",
}


def check_seat_bot_kind_type_0(value: str) -> SeatBotKindType0:
    if value in SEAT_BOT_KIND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_BOT_KIND_TYPE_0_VALUES!r}")
