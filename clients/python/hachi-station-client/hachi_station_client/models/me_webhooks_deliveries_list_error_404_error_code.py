from typing import Literal

MeWebhooksDeliveriesListError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_DELIVERIES_LIST_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksDeliveriesListError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_deliveries_list_error_404_error_code(value: str) -> MeWebhooksDeliveriesListError404ErrorCode:
    if value in ME_WEBHOOKS_DELIVERIES_LIST_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_DELIVERIES_LIST_ERROR_404_ERROR_CODE_VALUES!r}"
    )
