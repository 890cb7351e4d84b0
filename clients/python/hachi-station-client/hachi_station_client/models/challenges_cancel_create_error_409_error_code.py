from typing import Literal

ChallengesCancelCreateError409ErrorCode = Literal["challenge_not_pending"]

CHALLENGES_CANCEL_CREATE_ERROR_409_ERROR_CODE_VALUES: set[ChallengesCancelCreateError409ErrorCode] = {
    "challenge_not_pending",
}


def check_challenges_cancel_create_error_409_error_code(value: str) -> ChallengesCancelCreateError409ErrorCode:
    if value in CHALLENGES_CANCEL_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_CANCEL_CREATE_ERROR_409_ERROR_CODE_VALUES!r}"
    )
