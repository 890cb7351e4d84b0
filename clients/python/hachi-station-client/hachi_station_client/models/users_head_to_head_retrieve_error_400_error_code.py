from typing import Literal

UsersHeadToHeadRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[UsersHeadToHeadRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_users_head_to_head_retrieve_error_400_error_code(value: str) -> UsersHeadToHeadRetrieveError400ErrorCode:
    if value in USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
