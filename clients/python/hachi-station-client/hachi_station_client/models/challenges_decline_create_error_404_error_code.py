from typing import Literal

ChallengesDeclineCreateError404ErrorCode = Literal["not_found"]

CHALLENGES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError404ErrorCode] = {
    "not_found",
}


def check_challenges_decline_create_error_404_error_code(value: str) -> ChallengesDeclineCreateError404ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
