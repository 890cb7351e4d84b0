from typing import Literal

AccountsCreateError413ErrorCode = Literal["payload_too_large"]

ACCOUNTS_CREATE_ERROR_413_ERROR_CODE_VALUES: set[AccountsCreateError413ErrorCode] = {
    "payload_too_large",
}


def check_accounts_create_error_413_error_code(value: str) -> AccountsCreateError413ErrorCode:
    if value in ACCOUNTS_CREATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNTS_CREATE_ERROR_413_ERROR_CODE_VALUES!r}")
