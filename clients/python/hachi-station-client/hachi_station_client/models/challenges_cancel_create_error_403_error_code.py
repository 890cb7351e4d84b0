from typing import Literal

ChallengesCancelCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

CHALLENGES_CANCEL_CREATE_ERROR_403_ERROR_CODE_VALUES: set[ChallengesCancelCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_challenges_cancel_create_error_403_error_code(value: str) -> ChallengesCancelCreateError403ErrorCode:
    if value in CHALLENGES_CANCEL_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_CANCEL_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
