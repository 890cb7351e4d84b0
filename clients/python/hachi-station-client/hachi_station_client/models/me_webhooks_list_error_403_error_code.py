from typing import Literal

MeWebhooksListError403ErrorCode = Literal["insufficient_scope"]

ME_WEBHOOKS_LIST_ERROR_403_ERROR_CODE_VALUES: set[MeWebhooksListError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_webhooks_list_error_403_error_code(value: str) -> MeWebhooksListError403ErrorCode:
    if value in ME_WEBHOOKS_LIST_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_LIST_ERROR_403_ERROR_CODE_VALUES!r}")
