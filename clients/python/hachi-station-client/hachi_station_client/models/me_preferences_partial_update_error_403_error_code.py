from typing import Literal

MePreferencesPartialUpdateError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_PREFERENCES_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES: set[MePreferencesPartialUpdateError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_preferences_partial_update_error_403_error_code(value: str) -> MePreferencesPartialUpdateError403ErrorCode:
    if value in ME_PREFERENCES_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_PARTIAL_UPDATE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
