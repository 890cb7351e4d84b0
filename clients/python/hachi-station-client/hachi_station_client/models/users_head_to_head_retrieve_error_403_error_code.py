from typing import Literal

UsersHeadToHeadRetrieveError403ErrorCode = Literal["insufficient_scope"]

USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[UsersHeadToHeadRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_users_head_to_head_retrieve_error_403_error_code(value: str) -> UsersHeadToHeadRetrieveError403ErrorCode:
    if value in USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_HEAD_TO_HEAD_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
