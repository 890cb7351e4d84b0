from typing import Literal

MeUpgradeToBotCreateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_400_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_upgrade_to_bot_create_error_400_error_code(value: str) -> MeUpgradeToBotCreateError400ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
