from typing import Literal

ChallengesDeclineCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_decline_create_error_401_error_code(value: str) -> ChallengesDeclineCreateError401ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
