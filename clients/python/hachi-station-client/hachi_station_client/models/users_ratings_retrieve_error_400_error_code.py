from typing import Literal

UsersRatingsRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

USERS_RATINGS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[UsersRatingsRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_users_ratings_retrieve_error_400_error_code(value: str) -> UsersRatingsRetrieveError400ErrorCode:
    if value in USERS_RATINGS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
