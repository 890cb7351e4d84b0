from typing import Literal

MeWebhooksDeliveriesListError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_DELIVERIES_LIST_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksDeliveriesListError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_deliveries_list_error_429_error_code(value: str) -> MeWebhooksDeliveriesListError429ErrorCode:
    if value in ME_WEBHOOKS_DELIVERIES_LIST_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DELIVERIES_LIST_ERROR_429_ERROR_CODE_VALUES!r}"
    )
