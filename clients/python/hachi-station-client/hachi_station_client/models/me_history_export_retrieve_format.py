from typing import Literal

MeHistoryExportRetrieveFormat = Literal["csv", "json"]

ME_HISTORY_EXPORT_RETRIEVE_FORMAT_VALUES: set[MeHistoryExportRetrieveFormat] = {
    "csv",
    "json",
}


def check_me_history_export_retrieve_format(value: str) -> MeHistoryExportRetrieveFormat:
    if value in ME_HISTORY_EXPORT_RETRIEVE_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_HISTORY_EXPORT_RETRIEVE_FORMAT_VALUES!r}")
