from typing import Literal

MeWebhooksRetrieveError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksRetrieveError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_retrieve_error_404_error_code(value: str) -> MeWebhooksRetrieveError404ErrorCode:
    if value in ME_WEBHOOKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
