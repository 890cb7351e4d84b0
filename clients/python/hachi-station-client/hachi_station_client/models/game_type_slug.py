from typing import Literal

GameTypeSlug = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_TYPE_SLUG_VALUES: set[GameTypeSlug] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_type_slug(value: str) -> GameTypeSlug:
    if value in GAME_TYPE_SLUG_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPE_SLUG_VALUES!r}")
