from typing import Literal

UsersHistoryRetrieveGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

USERS_HISTORY_RETRIEVE_GAME_TYPE_VALUES: set[UsersHistoryRetrieveGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_users_history_retrieve_game_type(value: str) -> UsersHistoryRetrieveGameType:
    if value in USERS_HISTORY_RETRIEVE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_GAME_TYPE_VALUES!r}")
