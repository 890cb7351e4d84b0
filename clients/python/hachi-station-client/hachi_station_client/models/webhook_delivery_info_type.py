from typing import Literal

WebhookDeliveryInfoType = Literal[
    "challenge", "deadline_warning", "game_finished", "game_started", "invitation", "ping", "your_turn"
]

WEBHOOK_DELIVERY_INFO_TYPE_VALUES: set[WebhookDeliveryInfoType] = {
    "challenge",
    "deadline_warning",
    "game_finished",
    "game_started",
    "invitation",
    "ping",
    "your_turn",
}


def check_webhook_delivery_info_type(value: str) -> WebhookDeliveryInfoType:
    if value in WEBHOOK_DELIVERY_INFO_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_INFO_TYPE_VALUES!r}")
