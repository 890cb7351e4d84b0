from typing import Literal

ChallengesListError403ErrorCode = Literal["insufficient_scope"]

CHALLENGES_LIST_ERROR_403_ERROR_CODE_VALUES: set[ChallengesListError403ErrorCode] = {
    "insufficient_scope",
}


def check_challenges_list_error_403_error_code(value: str) -> ChallengesListError403ErrorCode:
    if value in CHALLENGES_LIST_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_ERROR_403_ERROR_CODE_VALUES!r}")
