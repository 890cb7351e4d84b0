from typing import Literal

UsersHeadToHeadRetrieveError429ErrorCode = Literal["throttled"]

USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[UsersHeadToHeadRetrieveError429ErrorCode] = {
    "throttled",
}


def check_users_head_to_head_retrieve_error_429_error_code(value: str) -> UsersHeadToHeadRetrieveError429ErrorCode:
    if value in USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
