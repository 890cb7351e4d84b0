from typing import Literal

HistoryGameResult = Literal["drawn", "lost", "resigned", "solo", "won"]

HISTORY_GAME_RESULT_VALUES: set[HistoryGameResult] = {
    "drawn",
    "lost",
    "resigned",
    "solo",
    "won",
}


def check_history_game_result(value: str) -> HistoryGameResult:
    if value in HISTORY_GAME_RESULT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HISTORY_GAME_RESULT_VALUES!r}")
