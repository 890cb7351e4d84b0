from typing import Literal

ChallengesCancelCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_CANCEL_CREATE_ERROR_401_ERROR_CODE_VALUES: set[ChallengesCancelCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_cancel_create_error_401_error_code(value: str) -> ChallengesCancelCreateError401ErrorCode:
    if value in CHALLENGES_CANCEL_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_CANCEL_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
