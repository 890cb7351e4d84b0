from typing import Literal

MeExportRetrieveError429ErrorCode = Literal["throttled"]

ME_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeExportRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_export_retrieve_error_429_error_code(value: str) -> MeExportRetrieveError429ErrorCode:
    if value in ME_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_EXPORT_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}")
