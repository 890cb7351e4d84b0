from typing import Literal

GameTypeRatingGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

GAME_TYPE_RATING_GAME_TYPE_VALUES: set[GameTypeRatingGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_game_type_rating_game_type(value: str) -> GameTypeRatingGameType:
    if value in GAME_TYPE_RATING_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TYPE_RATING_GAME_TYPE_VALUES!r}")
