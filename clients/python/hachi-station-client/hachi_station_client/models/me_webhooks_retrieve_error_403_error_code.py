from typing import Literal

MeWebhooksRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_WEBHOOKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeWebhooksRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_webhooks_retrieve_error_403_error_code(value: str) -> MeWebhooksRetrieveError403ErrorCode:
    if value in ME_WEBHOOKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
