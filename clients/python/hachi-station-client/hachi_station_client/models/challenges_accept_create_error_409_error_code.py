from typing import Literal

ChallengesAcceptCreateError409ErrorCode = Literal["already_accepted", "challenge_not_pending", "own_challenge"]

CHALLENGES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES: set[ChallengesAcceptCreateError409ErrorCode] = {
    "already_accepted",
    "challenge_not_pending",
    "own_challenge",
}


def check_challenges_accept_create_error_409_error_code(value: str) -> ChallengesAcceptCreateError409ErrorCode:
    if value in CHALLENGES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_ACCEPT_CREATE_ERROR_409_ERROR_CODE_VALUES!r}"
    )
