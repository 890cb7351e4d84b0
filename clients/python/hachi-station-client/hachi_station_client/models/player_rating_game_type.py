from typing import Literal

PlayerRatingGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

PLAYER_RATING_GAME_TYPE_VALUES: set[PlayerRatingGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_player_rating_game_type(value: str) -> PlayerRatingGameType:
    if value in PLAYER_RATING_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_RATING_GAME_TYPE_VALUES!r}")
