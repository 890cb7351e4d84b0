from typing import Literal

MeWebhooksCreateError415ErrorCode = Literal["unsupported_media_type"]

ME_WEBHOOKS_CREATE_ERROR_415_ERROR_CODE_VALUES: set[MeWebhooksCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_webhooks_create_error_415_error_code(value: str) -> MeWebhooksCreateError415ErrorCode:
    if value in ME_WEBHOOKS_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
