from typing import Literal

MeWebhooksDeliveriesRedeliverCreateError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_404_ERROR_CODE_VALUES: set[
    MeWebhooksDeliveriesRedeliverCreateError404ErrorCode
] = {
    "not_found",
}


def check_me_webhooks_deliveries_redeliver_create_error_404_error_code(
    value: str,
) -> MeWebhooksDeliveriesRedeliverCreateError404ErrorCode:
    if value in ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DELIVERIES_REDELIVER_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
