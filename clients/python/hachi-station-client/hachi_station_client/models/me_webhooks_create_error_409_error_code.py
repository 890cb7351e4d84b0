from typing import Literal

MeWebhooksCreateError409ErrorCode = Literal["webhook_limit"]

ME_WEBHOOKS_CREATE_ERROR_409_ERROR_CODE_VALUES: set[MeWebhooksCreateError409ErrorCode] = {
    "webhook_limit",
}


def check_me_webhooks_create_error_409_error_code(value: str) -> MeWebhooksCreateError409ErrorCode:
    if value in ME_WEBHOOKS_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
