from typing import Literal

ChallengesCreateError429ErrorCode = Literal["throttled"]

CHALLENGES_CREATE_ERROR_429_ERROR_CODE_VALUES: set[ChallengesCreateError429ErrorCode] = {
    "throttled",
}


def check_challenges_create_error_429_error_code(value: str) -> ChallengesCreateError429ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
