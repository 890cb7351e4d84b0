from typing import Literal

MeWebhooksDestroyError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksDestroyError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_destroy_error_429_error_code(value: str) -> MeWebhooksDestroyError429ErrorCode:
    if value in ME_WEBHOOKS_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
