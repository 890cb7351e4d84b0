from typing import Literal

MeWebhooksPartialUpdateError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_partial_update_error_429_error_code(value: str) -> MeWebhooksPartialUpdateError429ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
