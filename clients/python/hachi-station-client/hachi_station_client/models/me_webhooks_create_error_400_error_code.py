from typing import Literal

MeWebhooksCreateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_WEBHOOKS_CREATE_ERROR_400_ERROR_CODE_VALUES: set[MeWebhooksCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_webhooks_create_error_400_error_code(value: str) -> MeWebhooksCreateError400ErrorCode:
    if value in ME_WEBHOOKS_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
