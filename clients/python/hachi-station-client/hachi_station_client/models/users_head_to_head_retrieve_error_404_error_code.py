from typing import Literal

UsersHeadToHeadRetrieveError404ErrorCode = Literal["not_found"]

USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[UsersHeadToHeadRetrieveError404ErrorCode] = {
    "not_found",
}


def check_users_head_to_head_retrieve_error_404_error_code(value: str) -> UsersHeadToHeadRetrieveError404ErrorCode:
    if value in USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
