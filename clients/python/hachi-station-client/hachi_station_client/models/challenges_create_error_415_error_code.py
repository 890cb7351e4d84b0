from typing import Literal

ChallengesCreateError415ErrorCode = Literal["unsupported_media_type"]

CHALLENGES_CREATE_ERROR_415_ERROR_CODE_VALUES: set[ChallengesCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_challenges_create_error_415_error_code(value: str) -> ChallengesCreateError415ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
