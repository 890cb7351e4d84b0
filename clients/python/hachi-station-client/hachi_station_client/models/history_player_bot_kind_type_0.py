from typing import Literal

HistoryPlayerBotKindType0 = Literal["greedy", "random"]

HISTORY_PLAYER_BOT_KIND_TYPE_0_VALUES: set[HistoryPlayerBotKindType0] = {
    "greedy",
    "random",
}


def check_history_player_bot_kind_type_0(value: str) -> HistoryPlayerBotKindType0:
    if value in HISTORY_PLAYER_BOT_KIND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HISTORY_PLAYER_BOT_KIND_TYPE_0_VALUES!r}")
