from typing import Literal

UsersRetrieveError403ErrorCode = Literal["insufficient_scope"]

USERS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[UsersRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_users_retrieve_error_403_error_code(value: str) -> UsersRetrieveError403ErrorCode:
    if value in USERS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
