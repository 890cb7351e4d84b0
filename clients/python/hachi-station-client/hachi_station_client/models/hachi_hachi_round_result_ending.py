from typing import Literal

HachiHachiRoundResultEnding = Literal["all_eights", "card_count", "double_eights", "end", "sage_exhausted", "simple_16"]

HACHI_HACHI_ROUND_RESULT_ENDING_VALUES: set[HachiHachiRoundResultEnding] = {
    "all_eights",
    "card_count",
    "double_eights",
    "end",
    "sage_exhausted",
    "simple_16",
}


def check_hachi_hachi_round_result_ending(value: str) -> HachiHachiRoundResultEnding:
    if value in HACHI_HACHI_ROUND_RESULT_ENDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_ROUND_RESULT_ENDING_VALUES!r}")
