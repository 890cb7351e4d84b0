from typing import Literal

ChallengesDeclineCreateError415ErrorCode = Literal["unsupported_media_type"]

CHALLENGES_DECLINE_CREATE_ERROR_415_ERROR_CODE_VALUES: set[ChallengesDeclineCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_challenges_decline_create_error_415_error_code(value: str) -> ChallengesDeclineCreateError415ErrorCode:
    if value in CHALLENGES_DECLINE_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_DECLINE_CREATE_ERROR_415_ERROR_CODE_VALUES!r}"
    )
