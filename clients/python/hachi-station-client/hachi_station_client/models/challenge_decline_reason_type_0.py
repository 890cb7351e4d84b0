from typing import Literal

ChallengeDeclineReasonType0 = Literal[
    "casual", "game_type", "generic", "later", "no_bot", "only_bot", "rated", "too_fast", "too_slow"
]

CHALLENGE_DECLINE_REASON_TYPE_0_VALUES: set[ChallengeDeclineReasonType0] = {
    "casual",
    "game_type",
    "generic",
    "later",
    "no_bot",
    "only_bot",
    "rated",
    "too_fast",
    "too_slow",
}


def check_challenge_decline_reason_type_0(value: str) -> ChallengeDeclineReasonType0:
    if value in CHALLENGE_DECLINE_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGE_DECLINE_REASON_TYPE_0_VALUES!r}")
