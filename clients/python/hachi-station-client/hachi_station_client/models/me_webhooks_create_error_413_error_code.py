from typing import Literal

MeWebhooksCreateError413ErrorCode = Literal["payload_too_large"]

ME_WEBHOOKS_CREATE_ERROR_413_ERROR_CODE_VALUES: set[MeWebhooksCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_webhooks_create_error_413_error_code(value: str) -> MeWebhooksCreateError413ErrorCode:
    if value in ME_WEBHOOKS_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
