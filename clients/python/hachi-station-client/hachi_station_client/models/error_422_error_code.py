from typing import Literal

Error422ErrorCode = Literal[
    "game_over", "idempotency_key_reused", "illegal_action", "malformed_action", "unknown_action_type"
]

ERROR_422_ERROR_CODE_VALUES: set[Error422ErrorCode] = {
    "game_over",
    "idempotency_key_reused",
    "illegal_action",
    "malformed_action",
    "unknown_action_type",
}


def check_error_422_error_code(value: str) -> Error422ErrorCode:
    if value in ERROR_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_422_ERROR_CODE_VALUES!r}")
