from typing import Literal

MePreferencesRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_PREFERENCES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MePreferencesRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_preferences_retrieve_error_401_error_code(value: str) -> MePreferencesRetrieveError401ErrorCode:
    if value in ME_PREFERENCES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
