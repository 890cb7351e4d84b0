from typing import Literal

UsersHistoryRetrieveResult = Literal["drawn", "lost", "resigned", "solo", "won"]

USERS_HISTORY_RETRIEVE_RESULT_VALUES: set[UsersHistoryRetrieveResult] = {
    "drawn",
    "lost",
    "resigned",
    "solo",
    "won",
}


def check_users_history_retrieve_result(value: str) -> UsersHistoryRetrieveResult:
    if value in USERS_HISTORY_RETRIEVE_RESULT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USERS_HISTORY_RETRIEVE_RESULT_VALUES!r}")
