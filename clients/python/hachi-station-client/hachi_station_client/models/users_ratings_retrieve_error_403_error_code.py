from typing import Literal

UsersRatingsRetrieveError403ErrorCode = Literal["insufficient_scope"]

USERS_RATINGS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[UsersRatingsRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_users_ratings_retrieve_error_403_error_code(value: str) -> UsersRatingsRetrieveError403ErrorCode:
    if value in USERS_RATINGS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
