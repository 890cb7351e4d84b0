from typing import Literal

MePreferencesPartialUpdateError415ErrorCode = Literal["unsupported_media_type"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_preferences_partial_update_error_415_error_code(value: str) -> MePreferencesPartialUpdateError415ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_415_ERROR_CODE_VALUES!r}"
    )
