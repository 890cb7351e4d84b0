from typing import Literal

UsersRatingsRetrieveGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

USERS_RATINGS_RETRIEVE_GAME_TYPE_VALUES: set[UsersRatingsRetrieveGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_users_ratings_retrieve_game_type(value: str) -> UsersRatingsRetrieveGameType:
    if value in USERS_RATINGS_RETRIEVE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_GAME_TYPE_VALUES!r}")
