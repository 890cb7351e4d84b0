from typing import Literal

MeHistoryExportRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_HISTORY_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeHistoryExportRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_history_export_retrieve_error_403_error_code(value: str) -> MeHistoryExportRetrieveError403ErrorCode:
    if value in ME_HISTORY_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_HISTORY_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
