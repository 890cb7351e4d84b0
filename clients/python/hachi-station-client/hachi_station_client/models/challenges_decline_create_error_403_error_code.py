from typing import Literal

ChallengesDeclineCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

CHALLENGES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_challenges_decline_create_error_403_error_code(value: str) -> ChallengesDeclineCreateError403ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
