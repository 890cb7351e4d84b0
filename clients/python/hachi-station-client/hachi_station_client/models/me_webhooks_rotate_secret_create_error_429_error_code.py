from typing import Literal

MeWebhooksRotateSecretCreateError429ErrorCode = Literal["throttled"]

ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeWebhooksRotateSecretCreateError429ErrorCode] = {
    "throttled",
}


def check_me_webhooks_rotate_secret_create_error_429_error_code(
    value: str,
) -> MeWebhooksRotateSecretCreateError429ErrorCode:
    if value in ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
