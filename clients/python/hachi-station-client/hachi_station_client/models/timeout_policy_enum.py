from typing import Literal

TimeoutPolicyEnum = Literal["bot", "forfeit", "skip"]

TIMEOUT_POLICY_ENUM_VALUES: set[TimeoutPolicyEnum] = {
    "bot",
    "forfeit",
    "skip",
}


def check_timeout_policy_enum(value: str) -> TimeoutPolicyEnum:
    if value in TIMEOUT_POLICY_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIMEOUT_POLICY_ENUM_VALUES!r}")
