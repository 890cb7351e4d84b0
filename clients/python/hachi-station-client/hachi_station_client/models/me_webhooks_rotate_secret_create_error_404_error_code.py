from typing import Literal

MeWebhooksRotateSecretCreateError404ErrorCode = Literal["not_found"]

ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_404_ERROR_CODE_VALUES: set[MeWebhooksRotateSecretCreateError404ErrorCode] = {
    "not_found",
}


def check_me_webhooks_rotate_secret_create_error_404_error_code(
    value: str,
) -> MeWebhooksRotateSecretCreateError404ErrorCode:
    if value in ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
