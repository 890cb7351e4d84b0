from typing import Literal

MeUpgradeToBotCreateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_UPGRADE_TO_BOT_CREATE_ERROR_403_ERROR_CODE_VALUES: set[MeUpgradeToBotCreateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_upgrade_to_bot_create_error_403_error_code(value: str) -> MeUpgradeToBotCreateError403ErrorCode:
    if value in ME_UPGRADE_TO_BOT_CREATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_UPGRADE_TO_BOT_CREATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
