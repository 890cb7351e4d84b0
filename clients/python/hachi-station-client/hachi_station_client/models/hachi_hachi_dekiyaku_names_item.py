from typing import Literal

HachiHachiDekiyakuNamesItem = Literal["Blue Poems", "Five Lights", "Four Lights", "Red Poems", "Seven Poems"]

HACHI_HACHI_DEKIYAKU_NAMES_ITEM_VALUES: set[HachiHachiDekiyakuNamesItem] = {
    "Blue Poems",
    "Five Lights",
    "Four Lights",
    "Red Poems",
    "Seven Poems",
}


def check_hachi_hachi_dekiyaku_names_item(value: str) -> HachiHachiDekiyakuNamesItem:
    if value in HACHI_HACHI_DEKIYAKU_NAMES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_DEKIYAKU_NAMES_ITEM_VALUES!r}")
