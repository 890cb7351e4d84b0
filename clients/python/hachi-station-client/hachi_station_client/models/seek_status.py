from typing import Literal

SeekStatus = Literal["cancelled", "expired", "matched", "waiting"]

SEEK_STATUS_VALUES: set[SeekStatus] = {
    "cancelled",
    "expired",
    "matched",
    "waiting",
}


def check_seek_status(value: str) -> SeekStatus:
    if value in SEEK_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEK_STATUS_VALUES!r}")
