from typing import Literal

ChallengesDeclineCreateError400ErrorCode = Literal["invalid", "malformed_request"]

CHALLENGES_DECLINE_CREATE_ERROR_400_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_challenges_decline_create_error_400_error_code(value: str) -> ChallengesDeclineCreateError400ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
