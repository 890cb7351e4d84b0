from typing import Literal

ExportGameGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

EXPORT_GAME_GAME_TYPE_VALUES: set[ExportGameGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_export_game_game_type(value: str) -> ExportGameGameType:
    if value in EXPORT_GAME_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_GAME_GAME_TYPE_VALUES!r}")
