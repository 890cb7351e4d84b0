from typing import Literal

UserEventMessageKind = Literal[
    "challenge", "deadline_warning", "game_finished", "game_started", "invitation", "your_turn"
]

USER_EVENT_MESSAGE_KIND_VALUES: set[UserEventMessageKind] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "your_turn",
}


def check_user_event_message_kind(value: str) -> UserEventMessageKind:
    if value in USER_EVENT_MESSAGE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USER_EVENT_MESSAGE_KIND_VALUES!r}")
