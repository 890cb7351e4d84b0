from typing import Literal

MePreferencesPartialUpdateError400ErrorCode = Literal["invalid", "malformed_request"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_preferences_partial_update_error_400_error_code(value: str) -> MePreferencesPartialUpdateError400ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
