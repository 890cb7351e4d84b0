from typing import Literal

MeWebhooksTestCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_WEBHOOKS_TEST_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeWebhooksTestCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_webhooks_test_create_error_403_error_code(value: str) -> MeWebhooksTestCreateError403ErrorCode:
    if value in ME_WEBHOOKS_TEST_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_TEST_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
