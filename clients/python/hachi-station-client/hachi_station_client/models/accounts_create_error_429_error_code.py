from typing import Literal

AccountsCreateError429ErrorCode = Literal["throttled"]

ACCOUNTS_CREATE_ERROR_429_ERROR_CODE_VALUES: set[AccountsCreateError429ErrorCode] = {
    "throttled",
}


def check_accounts_create_error_429_error_code(value: str) -> AccountsCreateError429ErrorCode:
    if value in ACCOUNTS_CREATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNTS_CREATE_ERROR_429_ERROR_CODE_VALUES!r}")
