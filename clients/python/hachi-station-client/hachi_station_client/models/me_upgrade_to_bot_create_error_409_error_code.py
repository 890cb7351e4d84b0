from typing import Literal

MeUpgradeToBotCreateError409ErrorCode = Literal["already_bot", "has_played"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_409_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError409ErrorCode] = {
    "already_bot",
    "has_played",
}


def check_me_upgrade_to_bot_create_error_409_error_code(value: str) -> MeUpgradeToBotCreateError409ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_409_ERROR_CODE_VALUES!r}"
    )
