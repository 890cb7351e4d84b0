from typing import Literal

HachiYakuKey = Literal[
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

HACHI_YAKU_KEY_VALUES: set[HachiYakuKey] = {
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


def check_hachi_yaku_key(value: str) -> HachiYakuKey:
    if value in HACHI_YAKU_KEY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_YAKU_KEY_VALUES!r}")
