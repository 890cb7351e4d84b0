from typing import Literal

ChallengesAcceptCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES: set[ChallengesAcceptCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_accept_create_error_401_error_code(value: str) -> ChallengesAcceptCreateError401ErrorCode:
    if value in CHALLENGES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_ACCEPT_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
