from typing import Literal

WebhookCreatedKindsItem = Literal[
    "challenge", "deadline_warning", "game_finished", "game_started", "invitation", "your_turn"
]

WEBHOOK_CREATED_KINDS_ITEM_VALUES: set[WebhookCreatedKindsItem] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "your_turn",
}


def check_webhook_created_kinds_item(value: str) -> WebhookCreatedKindsItem:
    if value in WEBHOOK_CREATED_KINDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_CREATED_KINDS_ITEM_VALUES!r}")
