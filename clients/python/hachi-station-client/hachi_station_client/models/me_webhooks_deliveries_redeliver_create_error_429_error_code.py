from typing import Literal

MeWebhooksDeliveriesRedeliverCreateError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_429_ERROR_CODE_VALUES: set[
    MeWebhooksDeliveriesRedeliverCreateError429ErrorCode
] = {
    "throttled",
}


def check_me_webhooks_deliveries_redeliver_create_error_429_error_code(
    value: str,
) -> MeWebhooksDeliveriesRedeliverCreateError429ErrorCode:
    if value in ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
