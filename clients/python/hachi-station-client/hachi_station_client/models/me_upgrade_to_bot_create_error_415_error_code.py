from typing import Literal

MeUpgradeToBotCreateError415ErrorCode = Literal["unsupported_media_type"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_415_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_upgrade_to_bot_create_error_415_error_code(value: str) -> MeUpgradeToBotCreateError415ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_415_ERROR_CODE_VALUES!r}"
    )
