from typing import Literal

GameRecordStatus = Literal["active", "cancelled", "finished", "open"]

GAME_RECORD_STATUS_VALUES: set[GameRecordStatus] = {
    "active",
    "cancelled",
    "finished",
    "open",
}


def check_game_record_status(value: str) -> GameRecordStatus:
    if value in GAME_RECORD_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_RECORD_STATUS_VALUES!r}")
