from typing import Literal

MeUpgradeToBotCreateError413ErrorCode = Literal["payload_too_large"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_413_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_upgrade_to_bot_create_error_413_error_code(value: str) -> MeUpgradeToBotCreateError413ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_413_ERROR_CODE_VALUES!r}"
    )
