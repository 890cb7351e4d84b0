from typing import Literal

MeDestroyError403ErrorCode = Literal["forbidden", "insufficient_scope"]

ME_DESTROY_ERROR_403_ERROR_CODE_VALUES: set[MeDestroyError403ErrorCode] = {
    "forbidden",
    "insufficient_scope",
}


def check_me_destroy_error_403_error_code(value: str) -> MeDestroyError403ErrorCode:
    if value in ME_DESTROY_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ME_DESTROY_ERROR_403_ERROR_CODE_VALUES!r}")
