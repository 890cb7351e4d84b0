from typing import Literal

UsersHistoryRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

USERS_HISTORY_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[UsersHistoryRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_users_history_retrieve_error_400_error_code(value: str) -> UsersHistoryRetrieveError400ErrorCode:
    if value in USERS_HISTORY_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
