from typing import Literal

UsersRetrieveError429ErrorCode = Literal["throttled"]

USERS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[UsersRetrieveError429ErrorCode] = {
    "throttled",
}


def check_users_retrieve_error_429_error_code(value: str) -> UsersRetrieveError429ErrorCode:
    if value in USERS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
