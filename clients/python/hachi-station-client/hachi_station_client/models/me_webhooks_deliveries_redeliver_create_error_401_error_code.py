from typing import Literal

MeWebhooksDeliveriesRedeliverCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_401_ERROR_CODE_VALUES: set[
    MeWebhooksDeliveriesRedeliverCreateError401ErrorCode
] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_webhooks_deliveries_redeliver_create_error_401_error_code(
    value: str,
) -> MeWebhooksDeliveriesRedeliverCreateError401ErrorCode:
    if value in ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
