from typing import Literal

ChallengeTimeoutPolicy = Literal["bot", "forfeit", "skip"]

CHALLENGE_TIMEOUT_POLICY_VALUES: set[ChallengeTimeoutPolicy] = {
    "bot",
    "forfeit",
    "skip",
}


def check_challenge_timeout_policy(value: str) -> ChallengeTimeoutPolicy:
    if value in CHALLENGE_TIMEOUT_POLICY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGE_TIMEOUT_POLICY_VALUES!r}")
