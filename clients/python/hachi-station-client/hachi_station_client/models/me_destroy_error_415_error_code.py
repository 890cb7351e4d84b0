from typing import Literal

MeDestroyError415ErrorCode = Literal["unsupported_media_type"]

ME_DESTROY_ERROR_415_ERROR_CODE_VALUES: set[MeDestroyError415ErrorCode] = {
    "unsupported_media_type",
}


def check_me_destroy_error_415_error_code(value: str) -> MeDestroyError415ErrorCode:
    if value in ME_DESTROY_ERROR_415_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_415_ERROR_CODE_VALUES!r}")
