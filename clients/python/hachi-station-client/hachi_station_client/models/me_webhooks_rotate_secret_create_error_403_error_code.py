from typing import Literal

MeWebhooksRotateSecretCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeWebhooksRotateSecretCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_webhooks_rotate_secret_create_error_403_error_code(
    value: str,
) -> MeWebhooksRotateSecretCreateError403ErrorCode:
    if value in ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_ROTATE_SECRET_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
