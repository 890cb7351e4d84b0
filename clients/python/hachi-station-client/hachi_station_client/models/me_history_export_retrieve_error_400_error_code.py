from typing import Literal

MeHistoryExportRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

ME_HISTORY_EXPORT_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[MeHistoryExportRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_history_export_retrieve_error_400_error_code(value: str) -> MeHistoryExportRetrieveError400ErrorCode:
    if value in ME_HISTORY_EXPORT_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_HISTORY_EXPORT_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
