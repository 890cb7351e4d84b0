from typing import Literal

MeDestroyError429ErrorCode = Literal["throttled"]

ME_DESTROY_ERROR_429_ERROR_CODE_VALUES: set[MeDestroyError429ErrorCode] = {
    "throttled",
}


def check_me_destroy_error_429_error_code(value: str) -> MeDestroyError429ErrorCode:
    if value in ME_DESTROY_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_429_ERROR_CODE_VALUES!r}")
