from typing import Literal

UsersRetrieveError404ErrorCode = Literal["not_found"]

USERS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[UsersRetrieveError404ErrorCode] = {
    "not_found",
}


def check_users_retrieve_error_404_error_code(value: str) -> UsersRetrieveError404ErrorCode:
    if value in USERS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}")
