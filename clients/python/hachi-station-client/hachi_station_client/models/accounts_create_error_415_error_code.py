from typing import Literal

AccountsCreateError415ErrorCode = Literal["unsupported_media_type"]

ACCOUNTS_CREATE_ERROR_415_ERROR_CODE_VALUES: set[AccountsCreateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_accounts_create_error_415_error_code(value: str) -> AccountsCreateError415ErrorCode:
    if value in ACCOUNTS_CREATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNTS_CREATE_ERROR_415_ERROR_CODE_VALUES!r}")
