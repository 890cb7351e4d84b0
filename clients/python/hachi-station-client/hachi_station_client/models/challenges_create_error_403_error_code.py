from typing import Literal

ChallengesCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

CHALLENGES_CREATE_ERROR_403_ERROR_CODE_VALUES: set[ChallengesCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_challenges_create_error_403_error_code(value: str) -> ChallengesCreateError403ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_403_ERROR_CODE_VALUES!r}")
