from typing import Literal

MeWebhooksPartialUpdateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_webhooks_partial_update_error_403_error_code(value: str) -> MeWebhooksPartialUpdateError403ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
