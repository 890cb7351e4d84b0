from typing import Literal

MeWebhooksDestroyError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_DESTROY_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksDestroyError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_destroy_error_404_error_code(value: str) -> MeWebhooksDestroyError404ErrorCode:
    if value in ME_WEBHOOKS_DESTROY_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DESTROY_ERROR_404_ERROR_CODE_VALUES!r}")
