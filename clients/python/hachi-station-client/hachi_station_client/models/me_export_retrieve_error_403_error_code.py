from typing import Literal

MeExportRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeExportRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_export_retrieve_error_403_error_code(value: str) -> MeExportRetrieveError403ErrorCode:
    if value in ME_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_EXPORT_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}")
