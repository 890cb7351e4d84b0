from typing import Literal

HachiRoundResultYakuItemItem = Literal[
    "den",
    "den_ribbons",
    "eight_islands",
    "eight_islands_ribbons",
    "elder",
    "elder_ribbons",
    "five_four_six",
    "five_four_six_ribbons",
    "kumano",
    "kumano_ribbons",
    "mist_island",
    "mist_island_ribbons",
    "nakazo",
    "nakazo_ribbons",
    "one_two_three",
    "one_two_three_ribbons",
    "seven_five_three",
    "seven_five_three_ribbons",
    "ten_seven_eight",
    "three_five_six",
    "three_five_six_ribbons",
]

HACHI_ROUND_RESULT_YAKU_ITEM_ITEM_VALUES: set[HachiRoundResultYakuItemItem] = {
    "den",
    "den_ribbons",
    "eight_islands",
    "eight_islands_ribbons",
    "elder",
    "elder_ribbons",
    "five_four_six",
    "five_four_six_ribbons",
    "kumano",
    "kumano_ribbons",
    "mist_island",
    "mist_island_ribbons",
    "nakazo",
    "nakazo_ribbons",
    "one_two_three",
    "one_two_three_ribbons",
    "seven_five_three",
    "seven_five_three_ribbons",
    "ten_seven_eight",
    "three_five_six",
    "three_five_six_ribbons",
}


def check_hachi_round_result_yaku_item_item(value: str) -> HachiRoundResultYakuItemItem:
    if value in HACHI_ROUND_RESULT_YAKU_ITEM_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_ROUND_RESULT_YAKU_ITEM_ITEM_VALUES!r}")
