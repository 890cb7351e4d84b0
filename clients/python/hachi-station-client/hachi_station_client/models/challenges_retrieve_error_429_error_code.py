from typing import Literal

ChallengesRetrieveError429ErrorCode = Literal["throttled"]

CHALLENGES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[ChallengesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_challenges_retrieve_error_429_error_code(value: str) -> ChallengesRetrieveError429ErrorCode:
    if value in CHALLENGES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
