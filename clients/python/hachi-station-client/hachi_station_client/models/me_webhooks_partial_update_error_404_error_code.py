from typing import Literal

MeWebhooksPartialUpdateError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_partial_update_error_404_error_code(value: str) -> MeWebhooksPartialUpdateError404ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
