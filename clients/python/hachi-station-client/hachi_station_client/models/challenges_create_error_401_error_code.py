from typing import Literal

ChallengesCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_CREATE_ERROR_401_ERROR_CODE_VALUES: set[ChallengesCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_create_error_401_error_code(value: str) -> ChallengesCreateError401ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_401_ERROR_CODE_VALUES!r}")
