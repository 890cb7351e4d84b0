from typing import Literal

MeHistoryExportRetrieveError429ErrorCode = Literal["throttled"]

ME_HISTORY_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeHistoryExportRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_history_export_retrieve_error_429_error_code(value: str) -> MeHistoryExportRetrieveError429ErrorCode:
    if value in ME_HISTORY_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_HISTORY_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
