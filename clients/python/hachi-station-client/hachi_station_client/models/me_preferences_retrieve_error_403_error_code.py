from typing import Literal

MePreferencesRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_PREFERENCES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MePreferencesRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_preferences_retrieve_error_403_error_code(value: str) -> MePreferencesRetrieveError403ErrorCode:
    if value in ME_PREFERENCES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_PREFERENCES_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
