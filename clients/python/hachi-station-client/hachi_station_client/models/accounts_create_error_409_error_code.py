from typing import Literal

AccountsCreateError409ErrorCode = Literal["email_taken", "username_taken"]

ACCOUNTS_CREATE_ERROR_409_ERROR_CODE_VALUES: set[AccountsCreateError409ErrorCode] = {
    "email_taken",
    "username_taken",
}


def check_accounts_create_error_409_error_code(value: str) -> AccountsCreateError409ErrorCode:
    if value in ACCOUNTS_CREATE_ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNTS_CREATE_ERROR_409_ERROR_CODE_VALUES!r}")
