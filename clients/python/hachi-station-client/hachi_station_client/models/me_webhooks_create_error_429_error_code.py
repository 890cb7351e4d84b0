from typing import Literal

MeWebhooksCreateError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksCreateError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_create_error_429_error_code(value: str) -> MeWebhooksCreateError429ErrorCode:
    if value in ME_WEBHOOKS_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
