from typing import Literal

UsersRetrieveError401ErrorCode = Literal["authentication_failed"]

USERS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[UsersRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_users_retrieve_error_401_error_code(value: str) -> UsersRetrieveError401ErrorCode:
    if value in USERS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
