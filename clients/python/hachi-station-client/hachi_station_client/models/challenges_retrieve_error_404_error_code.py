from typing import Literal

ChallengesRetrieveError404ErrorCode = Literal["not_found"]

CHALLENGES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[ChallengesRetrieveError404ErrorCode] = {
    "not_found",
}


def check_challenges_retrieve_error_404_error_code(value: str) -> ChallengesRetrieveError404ErrorCode:
    if value in CHALLENGES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
