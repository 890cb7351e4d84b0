from typing import Literal

HachiHachiRoundResultDekiyakuItemItem = Literal["Blue Poems", "Five Lights", "Four Lights", "Red Poems", "Seven Poems"]

HACHI_HACHI_ROUND_RESULT_DEKIYAKU_ITEM_ITEM_VALUES: set[HachiHachiRoundResultDekiyakuItemItem] = {
    "Blue Poems",
    "Five Lights",
    "Four Lights",
    "Red Poems",
    "Seven Poems",
}


def check_hachi_hachi_round_result_dekiyaku_item_item(value: str) -> HachiHachiRoundResultDekiyakuItemItem:
    if value in HACHI_HACHI_ROUND_RESULT_DEKIYAKU_ITEM_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_ROUND_RESULT_DEKIYAKU_ITEM_ITEM_VALUES!r}"
    )
