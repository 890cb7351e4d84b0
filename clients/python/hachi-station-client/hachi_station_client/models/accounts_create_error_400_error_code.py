from typing import Literal

AccountsCreateError400ErrorCode = Literal["invalid", "malformed_request"]

ACCOUNTS_CREATE_ERROR_400_ERROR_CODE_VALUES: set[AccountsCreateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_accounts_create_error_400_error_code(value: str) -> AccountsCreateError400ErrorCode:
    if value in ACCOUNTS_CREATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNTS_CREATE_ERROR_400_ERROR_CODE_VALUES!r}")
