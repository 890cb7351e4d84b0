from typing import Literal

MeHistoryExportRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_HISTORY_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeHistoryExportRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_history_export_retrieve_error_401_error_code(value: str) -> MeHistoryExportRetrieveError401ErrorCode:
    if value in ME_HISTORY_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_HISTORY_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
