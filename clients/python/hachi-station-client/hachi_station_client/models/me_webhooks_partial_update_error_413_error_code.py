from typing import Literal

MeWebhooksPartialUpdateError413ErrorCode = Literal["payload_too_large"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_webhooks_partial_update_error_413_error_code(value: str) -> MeWebhooksPartialUpdateError413ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES!r}"
    )
