from typing import Literal

UsersHeadToHeadRetrieveError401ErrorCode = Literal["authentication_failed"]

USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[UsersHeadToHeadRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_users_head_to_head_retrieve_error_401_error_code(value: str) -> UsersHeadToHeadRetrieveError401ErrorCode:
    if value in USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
