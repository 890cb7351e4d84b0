from typing import Literal

GamesListStatus = Literal["active", "cancelled", "finished", "open"]

GAMES_LIST_STATUS_VALUES: set[GamesListStatus] = {
    "active",
    "cancelled",
    "finished",
    "open",
}


def check_games_list_status(value: str) -> GamesListStatus:
    if value in GAMES_LIST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_STATUS_VALUES!r}")
