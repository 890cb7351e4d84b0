from typing import Literal

MePreferencesPartialUpdateError429ErrorCode = Literal["throttled"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError429ErrorCode] = {
    "throttled",
}


def check_me_preferences_partial_update_error_429_error_code(value: str) -> MePreferencesPartialUpdateError429ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
