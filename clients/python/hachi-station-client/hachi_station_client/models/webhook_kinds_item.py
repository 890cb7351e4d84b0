from typing import Literal

WebhookKindsItem = Literal["challenge", "deadline_warning", "game_finished", "game_started", "invitation", "your_turn"]

WEBHOOK_KINDS_ITEM_VALUES: set[WebhookKindsItem] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "your_turn",
}


def check_webhook_kinds_item(value: str) -> WebhookKindsItem:
    if value in WEBHOOK_KINDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_KINDS_ITEM_VALUES!r}")
