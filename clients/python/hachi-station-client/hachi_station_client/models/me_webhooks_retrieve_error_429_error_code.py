from typing import Literal

MeWebhooksRetrieveError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_retrieve_error_429_error_code(value: str) -> MeWebhooksRetrieveError429ErrorCode:
    if value in ME_WEBHOOKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
