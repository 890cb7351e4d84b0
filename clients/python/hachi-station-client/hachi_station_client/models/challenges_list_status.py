from typing import Literal

ChallengesListStatus = Literal["accepted", "cancelled", "declined", "expired", "pending"]

CHALLENGES_LIST_STATUS_VALUES: set[ChallengesListStatus] = {
    "accepted",
    "cancelled",
    "declined",
    "expired",
    "pending",
}


def check_challenges_list_status(value: str) -> ChallengesListStatus:
    if value in CHALLENGES_LIST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_STATUS_VALUES!r}")
