from typing import Literal

WebhookKind = Literal["challenge", "deadline_warning", "game_finished", "game_started", "invitation", "your_turn"]

WEBHOOK_KIND_VALUES: set[WebhookKind] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "your_turn",
}


def check_webhook_kind(value: str) -> WebhookKind:
    if value in WEBHOOK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_KIND_VALUES!r}")
