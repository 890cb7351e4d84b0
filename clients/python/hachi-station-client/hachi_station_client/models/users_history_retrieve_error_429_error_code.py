from typing import Literal

UsersHistoryRetrieveError429ErrorCode = Literal["throttled"]

USERS_HISTORY_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[UsersHistoryRetrieveError429ErrorCode] = {
    "throttled",
}


def check_users_history_retrieve_error_429_error_code(value: str) -> UsersHistoryRetrieveError429ErrorCode:
    if value in USERS_HISTORY_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
