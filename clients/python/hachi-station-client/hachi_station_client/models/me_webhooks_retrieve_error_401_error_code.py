from typing import Literal

MeWebhooksRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_WEBHOOKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeWebhooksRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_webhooks_retrieve_error_401_error_code(value: str) -> MeWebhooksRetrieveError401ErrorCode:
    if value in ME_WEBHOOKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
