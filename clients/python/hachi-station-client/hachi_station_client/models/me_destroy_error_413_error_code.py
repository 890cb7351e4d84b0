from typing import Literal

MeDestroyError413ErrorCode = Literal["payload_too_large"]

ME_DESTROY_ERROR_413_ERROR_CODE_VALUES: set[MeDestroyError413ErrorCode] = {
    "payload_too_large",
}


def check_me_destroy_error_413_error_code(value: str) -> MeDestroyError413ErrorCode:
    if value in ME_DESTROY_ERROR_413_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_413_ERROR_CODE_VALUES!r}")
