from typing import Literal

MePreferencesPartialUpdateError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_preferences_partial_update_error_401_error_code(value: str) -> MePreferencesPartialUpdateError401ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
