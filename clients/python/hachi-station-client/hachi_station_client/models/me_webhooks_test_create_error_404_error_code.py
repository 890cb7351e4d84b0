from typing import Literal

MeWebhooksTestCreateError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_TEST_CREATE_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksTestCreateError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_test_create_error_404_error_code(value: str) -> MeWebhooksTestCreateError404ErrorCode:
    if value in ME_WEBHOOKS_TEST_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_TEST_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
