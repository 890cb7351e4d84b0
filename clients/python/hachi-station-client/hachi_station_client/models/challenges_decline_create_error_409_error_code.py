from typing import Literal

ChallengesDeclineCreateError409ErrorCode = Literal["challenge_not_pending"]

CHALLENGES_DECLINE_CREATE_ERROR_409_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError409ErrorCode] = {
    "challenge_not_pending",
}


def check_challenges_decline_create_error_409_error_code(value: str) -> ChallengesDeclineCreateError409ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_409_ERROR_CODE_VALUES!r}"
    )
