from typing import Literal

MePreferencesRetrieveError429ErrorCode = Literal["throttled"]

ME_PREFERENCES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MePreferencesRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_preferences_retrieve_error_429_error_code(value: str) -> MePreferencesRetrieveError429ErrorCode:
    if value in ME_PREFERENCES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
