from typing import Literal

MeWebhooksListError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_LIST_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksListError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_list_error_429_error_code(value: str) -> MeWebhooksListError429ErrorCode:
    if value in ME_WEBHOOKS_LIST_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_LIST_ERROR_429_ERROR_CODE_VALUES!r}")
