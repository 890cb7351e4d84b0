from typing import Literal

WebhookDeliveryInfoStatus = Literal["delivered", "failed", "pending"]

WEBHOOK_DELIVERY_INFO_STATUS_VALUES: set[WebhookDeliveryInfoStatus] = {
    "delivered",
    "failed",
    "pending",
}


def check_webhook_delivery_info_status(value: str) -> WebhookDeliveryInfoStatus:
    if value in WEBHOOK_DELIVERY_INFO_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_DELIVERY_INFO_STATUS_VALUES!r}")
