from typing import Literal

MeWebhooksPartialUpdateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_webhooks_partial_update_error_401_error_code(value: str) -> MeWebhooksPartialUpdateError401ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
