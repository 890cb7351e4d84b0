from typing import Literal

Error409ErrorCode = Literal[
    "already_joined",
    "already_started",
    "conflict",
    "email_taken",
    "game_full",
    "game_not_active",
    "idempotency_key_in_use",
    "not_enough_players",
    "not_on_vacation",
    "not_open",
    "not_your_turn",
    "on_vacation",
    "resigned",
    "stale_version",
    "username_taken",
    "vacation_allowance",
]

ERROR_409_ERROR_CODE_VALUES: set[Error409ErrorCode] = {
    "already_joined",
    "already_started",
    "conflict",
    "email_taken",
    "game_full",
    "game_not_active",
    "idempotency_key_in_use",
    "not_enough_players",
    "not_on_vacation",
    "not_open",
    "not_your_turn",
    "on_vacation",
    "resigned",
    "stale_version",
    "username_taken",
    "vacation_allowance",
}


def check_error_409_error_code(value: str) -> Error409ErrorCode:
    if value in ERROR_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_409_ERROR_CODE_VALUES!r}")
