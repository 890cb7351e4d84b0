from typing import Literal

RecentGameStatus = Literal["active", "cancelled", "finished", "open"]

RECENT_GAME_STATUS_VALUES: set[RecentGameStatus] = {
    "active",
    "cancelled",
    "finished",
    "open",
}


def check_recent_game_status(value: str) -> RecentGameStatus:
    if value in RECENT_GAME_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECENT_GAME_STATUS_VALUES!r}")
