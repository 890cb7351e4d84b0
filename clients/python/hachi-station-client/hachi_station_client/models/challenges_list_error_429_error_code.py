from typing import Literal

ChallengesListError429ErrorCode = Literal["throttled"]

CHALLENGES_LIST_ERROR_429_ERROR_CODE_VALUES: set[ChallengesListError429ErrorCode] = {
    "throttled",
}


def check_challenges_list_error_429_error_code(value: str) -> ChallengesListError429ErrorCode:
    if value in CHALLENGES_LIST_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_ERROR_429_ERROR_CODE_VALUES!r}")
