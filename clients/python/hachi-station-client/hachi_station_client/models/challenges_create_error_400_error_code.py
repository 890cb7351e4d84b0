from typing import Literal

ChallengesCreateError400ErrorCode = Literal["invalid", "malformed_request"]

CHALLENGES_CREATE_ERROR_400_ERROR_CODE_VALUES: set[ChallengesCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_challenges_create_error_400_error_code(value: str) -> ChallengesCreateError400ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
