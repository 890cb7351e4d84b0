from typing import Literal

UsersRatingsRetrieveError401ErrorCode = Literal["authentication_failed"]

USERS_RATINGS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[UsersRatingsRetrieveError401ErrorCode] = {
    "authentication_failed",
}


def check_users_ratings_retrieve_error_401_error_code(value: str) -> UsersRatingsRetrieveError401ErrorCode:
    if value in USERS_RATINGS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USERS_RATINGS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
