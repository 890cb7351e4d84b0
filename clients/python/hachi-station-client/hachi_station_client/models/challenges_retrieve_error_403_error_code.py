from typing import Literal

ChallengesRetrieveError403ErrorCode = Literal["insufficient_scope"]

CHALLENGES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[ChallengesRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_challenges_retrieve_error_403_error_code(value: str) -> ChallengesRetrieveError403ErrorCode:
    if value in CHALLENGES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
