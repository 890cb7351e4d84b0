from typing import Literal

ChallengesListDirection = Literal["incoming", "outgoing"]

CHALLENGES_LIST_DIRECTION_VALUES: set[ChallengesListDirection] = {
    "incoming",
    "outgoing",
}


def check_challenges_list_direction(value: str) -> ChallengesListDirection:
    if value in CHALLENGES_LIST_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_DIRECTION_VALUES!r}")
