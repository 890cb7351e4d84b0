from typing import Literal

MeWebhooksListError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_WEBHOOKS_LIST_ERROR_401_ERROR_CODE_VALUES: set[MeWebhooksListError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_webhooks_list_error_401_error_code(value: str) -> MeWebhooksListError401ErrorCode:
    if value in ME_WEBHOOKS_LIST_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_LIST_ERROR_401_ERROR_CODE_VALUES!r}")
