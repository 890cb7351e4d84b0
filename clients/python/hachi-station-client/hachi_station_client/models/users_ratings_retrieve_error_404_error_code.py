from typing import Literal

UsersRatingsRetrieveError404ErrorCode = Literal["not_found"]

USERS_RATINGS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES: set[UsersRatingsRetrieveError404ErrorCode] = {
    "not_found",
}


def check_users_ratings_retrieve_error_404_error_code(value: str) -> UsersRatingsRetrieveError404ErrorCode:
    if value in USERS_RATINGS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_ERROR_404_ERROR_CODE_VALUES!r}"
    )
