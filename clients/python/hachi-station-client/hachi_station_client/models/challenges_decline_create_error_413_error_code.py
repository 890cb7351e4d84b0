from typing import Literal

ChallengesDeclineCreateError413ErrorCode = Literal["payload_too_large"]

CHALLENGES_DECLINE_CREATE_ERROR_413_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_challenges_decline_create_error_413_error_code(value: str) -> ChallengesDeclineCreateError413ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_413_ERROR_CODE_VALUES!r}"
    )
