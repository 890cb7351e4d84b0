from typing import Literal

ChallengesRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

CHALLENGES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[ChallengesRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_challenges_retrieve_error_401_error_code(value: str) -> ChallengesRetrieveError401ErrorCode:
    if value in CHALLENGES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
