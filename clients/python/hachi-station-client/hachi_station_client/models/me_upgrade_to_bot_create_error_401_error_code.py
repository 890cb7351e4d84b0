from typing import Literal

MeUpgradeToBotCreateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_401_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_upgrade_to_bot_create_error_401_error_code(value: str) -> MeUpgradeToBotCreateError401ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
