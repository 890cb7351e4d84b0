from typing import Literal

RecordPlayerBotKindType0 = Literal["greedy", "random"]

RECORD_PLAYER_BOT_KIND_TYPE_0_VALUES: set[RecordPlayerBotKindType0] = {
    "greedy",
    "random",
}


def check_record_player_bot_kind_type_0(value: str) -> RecordPlayerBotKindType0:
    if value in RECORD_PLAYER_BOT_KIND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_PLAYER_BOT_KIND_TYPE_0_VALUES!r}")
