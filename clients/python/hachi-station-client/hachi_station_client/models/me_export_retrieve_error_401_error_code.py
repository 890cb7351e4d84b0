from typing import Literal

MeExportRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeExportRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_export_retrieve_error_401_error_code(value: str) -> MeExportRetrieveError401ErrorCode:
    if value in ME_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_EXPORT_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}")
