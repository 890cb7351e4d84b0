from typing import Literal

MeUpgradeToBotCreateError429ErrorCode = Literal["throttled"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_429_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError429ErrorCode] = {
    "throttled",
}


def check_me_upgrade_to_bot_create_error_429_error_code(value: str) -> MeUpgradeToBotCreateError429ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
