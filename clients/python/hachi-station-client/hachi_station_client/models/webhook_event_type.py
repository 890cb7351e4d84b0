from typing import Literal

WebhookEventType = Literal[
    "challenge", "deadline_warning", "game_finished", "game_started", "invitation", "ping", "your_turn"
]

WEBHOOK_EVENT_TYPE_VALUES: set[WebhookEventType] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "ping",
    "your_turn",
}


def check_webhook_event_type(value: str) -> WebhookEventType:
    if value in WEBHOOK_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_EVENT_TYPE_VALUES!r}")
