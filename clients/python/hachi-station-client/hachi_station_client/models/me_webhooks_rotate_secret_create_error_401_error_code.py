from typing import Literal

MeWebhooksRotateSecretCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_401_ERROR_CODE_VALUES: set[MeWebhooksRotateSecretCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_webhooks_rotate_secret_create_error_401_error_code(
    value: str,
) -> MeWebhooksRotateSecretCreateError401ErrorCode:
    if value in ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
