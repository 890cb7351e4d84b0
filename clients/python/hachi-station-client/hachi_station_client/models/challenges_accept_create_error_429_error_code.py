from typing import Literal

ChallengesAcceptCreateError429ErrorCode = Literal["throttled"]

CHALLENGES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES: set[ChallengesAcceptCreateError429ErrorCode] = {
    "throttled",
}


def check_challenges_accept_create_error_429_error_code(value: str) -> ChallengesAcceptCreateError429ErrorCode:
    if value in CHALLENGES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_ACCEPT_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
