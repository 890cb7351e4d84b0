from typing import Literal

UsersHistoryRetrieveError404ErrorCode = Literal["not_found"]

USERS_HISTORY_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[UsersHistoryRetrieveError404ErrorCode] = {
    "not_found",
}


def check_users_history_retrieve_error_404_error_code(value: str) -> UsersHistoryRetrieveError404ErrorCode:
    if value in USERS_HISTORY_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
