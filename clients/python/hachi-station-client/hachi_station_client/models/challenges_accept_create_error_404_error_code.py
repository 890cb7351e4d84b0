from typing import Literal

ChallengesAcceptCreateError404ErrorCode = Literal["not_found"]

CHALLENGES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES: set[ChallengesAcceptCreateError404ErrorCode] = {
    "not_found",
}


def check_challenges_accept_create_error_404_error_code(value: str) -> ChallengesAcceptCreateError404ErrorCode:
    if value in CHALLENGES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_ACCEPT_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
