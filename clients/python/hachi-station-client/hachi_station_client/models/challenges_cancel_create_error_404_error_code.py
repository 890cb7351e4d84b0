from typing import Literal

ChallengesCancelCreateError404ErrorCode = Literal["not_found"]

CHALLENGES_CANCEL_CREATE_ERROR_404_ERROR_CODE_VALUES: set[ChallengesCancelCreateError404ErrorCode] = {
    "not_found",
}


def check_challenges_cancel_create_error_404_error_code(value: str) -> ChallengesCancelCreateError404ErrorCode:
    if value in CHALLENGES_CANCEL_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_CANCEL_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
