from typing import Literal

UsersHistoryRetrieveError401ErrorCode = Literal["authentication_failed"]

USERS_HISTORY_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[UsersHistoryRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_users_history_retrieve_error_401_error_code(value: str) -> UsersHistoryRetrieveError401ErrorCode:
    if value in USERS_HISTORY_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
