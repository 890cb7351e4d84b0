from typing import Literal

MeWebhooksTestCreateError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_TEST_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksTestCreateError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_test_create_error_429_error_code(value: str) -> MeWebhooksTestCreateError429ErrorCode:
    if value in ME_WEBHOOKS_TEST_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_TEST_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
