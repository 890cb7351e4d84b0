from typing import Literal

ChallengesCreateError413ErrorCode = Literal["payload_too_large"]

CHALLENGES_CREATE_ERROR_413_ERROR_CODE_VALUES: set[ChallengesCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_challenges_create_error_413_error_code(value: str) -> ChallengesCreateError413ErrorCode:
    if value in CHALLENGES_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGES_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
