from typing import Literal

ChallengesListError400ErrorCode = Literal["invalid", "malformed_request"]

CHALLENGES_LIST_ERROR_400_ERROR_CODE_VALUES: set[ChallengesListError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_challenges_list_error_400_error_code(value: str) -> ChallengesListError400ErrorCode:
    if value in CHALLENGES_LIST_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_ERROR_400_ERROR_CODE_VALUES!r}")
