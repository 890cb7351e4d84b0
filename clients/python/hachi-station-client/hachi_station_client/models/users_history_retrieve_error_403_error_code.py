from typing import Literal

UsersHistoryRetrieveError403ErrorCode = Literal["insufficient_scope"]

USERS_HISTORY_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[UsersHistoryRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_users_history_retrieve_error_403_error_code(value: str) -> UsersHistoryRetrieveError403ErrorCode:
    if value in USERS_HISTORY_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
