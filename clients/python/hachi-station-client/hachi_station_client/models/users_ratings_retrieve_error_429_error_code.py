from typing import Literal

UsersRatingsRetrieveError429ErrorCode = Literal["throttled"]

USERS_RATINGS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[UsersRatingsRetrieveError429ErrorCode] = {
    "throttled",
}


def check_users_ratings_retrieve_error_429_error_code(value: str) -> UsersRatingsRetrieveError429ErrorCode:
    if value in USERS_RATINGS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
