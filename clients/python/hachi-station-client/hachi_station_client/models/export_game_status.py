from typing import Literal

ExportGameStatus = Literal["active", "cancelled", "finished", "open"]

EXPORT_GAME_STATUS_VALUES: set[ExportGameStatus] = {
    "active",
    "cancelled",
    "finished",
    "open",
}


def check_export_game_status(value: str) -> ExportGameStatus:
    if value in EXPORT_GAME_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_GAME_STATUS_VALUES!r}")
