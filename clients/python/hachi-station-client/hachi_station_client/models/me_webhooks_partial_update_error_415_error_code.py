from typing import Literal

MeWebhooksPartialUpdateError415ErrorCode = Literal["unsupported_media_type"]

ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES: set[MeWebhooksPartialUpdateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_webhooks_partial_update_error_415_error_code(value: str) -> MeWebhooksPartialUpdateError415ErrorCode:
    if value in ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_WEBHOOKS_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES!r}"
    )
