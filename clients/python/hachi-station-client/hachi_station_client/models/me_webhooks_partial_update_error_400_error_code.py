from typing import Literal

MeWebhooksPartialUpdateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_webhooks_partial_update_error_400_error_code(value: str) -> MeWebhooksPartialUpdateError400ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
