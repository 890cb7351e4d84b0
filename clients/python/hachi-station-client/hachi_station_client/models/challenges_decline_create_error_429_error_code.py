from typing import Literal

ChallengesDeclineCreateError429ErrorCode = Literal["throttled"]

CHALLENGES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError429ErrorCode] = {
    "throttled",
}


def check_challenges_decline_create_error_429_error_code(value: str) -> ChallengesDeclineCreateError429ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
