from typing import Literal

ChallengesListError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_LIST_ERROR_401_ERROR_CODE_VALUES: set[ChallengesListError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_list_error_401_error_code(value: str) -> ChallengesListError401ErrorCode:
    if value in CHALLENGES_LIST_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_LIST_ERROR_401_ERROR_CODE_VALUES!r}")
