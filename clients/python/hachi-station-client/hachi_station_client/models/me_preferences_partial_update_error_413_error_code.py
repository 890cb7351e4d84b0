from typing import Literal

MePreferencesPartialUpdateError413ErrorCode = Literal["payload_too_large"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError413ErrorCode] = {
    "payload_too_large",
}


def check_me_preferences_partial_update_error_413_error_code(value: str) -> MePreferencesPartialUpdateError413ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_413_ERROR_CODE_VALUES!r}"
    )
