from typing import Literal

GameSummaryStatus = Literal["active", "cancelled", "finished", "open"]

GAME_SUMMARY_STATUS_VALUES: set[GameSummaryStatus] = {
    "active",
    "cancelled",
    "finished",
    "open",
}


def check_game_summary_status(value: str) -> GameSummaryStatus:
    if value in GAME_SUMMARY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_SUMMARY_STATUS_VALUES!r}")
