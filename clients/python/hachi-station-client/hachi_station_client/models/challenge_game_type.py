from typing import Literal

ChallengeGameType = Literal["fast-train", "hachi", "hachi-hachi", "hachi-train", "take-the-train"]

CHALLENGE_GAME_TYPE_VALUES: set[ChallengeGameType] = {
    "fast-train",
    "hachi",
    "hachi-hachi",
    "hachi-train",
    "take-the-train",
}


def check_challenge_game_type(value: str) -> ChallengeGameType:
    if value in CHALLENGE_GAME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGE_GAME_TYPE_VALUES!r}")
