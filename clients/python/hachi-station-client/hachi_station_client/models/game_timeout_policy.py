from typing import Literal

GameTimeoutPolicy = Literal["bot", "forfeit", "skip"]

GAME_TIMEOUT_POLICY_VALUES: set[GameTimeoutPolicy] = {
    "bot",
    "forfeit",
    "skip",
}


def check_game_timeout_policy(value: str) -> GameTimeoutPolicy:
    if value in GAME_TIMEOUT_POLICY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_TIMEOUT_POLICY_VALUES!r}")
