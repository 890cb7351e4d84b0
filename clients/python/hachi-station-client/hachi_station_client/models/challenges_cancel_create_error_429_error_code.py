from typing import Literal

ChallengesCancelCreateError429ErrorCode = Literal["throttled"]

CHALLENGES_CANCEL_CREATE_ERROR_429_ERROR_CODE_VALUES: set[ChallengesCancelCreateError429ErrorCode] = {
    "throttled",
}


def check_challenges_cancel_create_error_429_error_code(value: str) -> ChallengesCancelCreateError429ErrorCode:
    if value in CHALLENGES_CANCEL_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_CANCEL_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
