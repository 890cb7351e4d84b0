from typing import Literal

ChallengesAcceptCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

CHALLENGES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES: set[ChallengesAcceptCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_challenges_accept_create_error_403_error_code(value: str) -> ChallengesAcceptCreateError403ErrorCode:
    if value in CHALLENGES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHALLENGES_ACCEPT_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
