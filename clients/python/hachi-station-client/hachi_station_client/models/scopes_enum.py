from typing import Literal

ScopesEnum = Literal["account:read", "account:write", "games:play", "games:read", "webhooks"]

SCOPES_ENUM_VALUES: set[ScopesEnum] = {
    "account:read",
    "account:write",
    "games:play",
    "games:read",
    "webhooks",
}


def check_scopes_enum(value: str) -> ScopesEnum:
    if value in SCOPES_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCOPES_ENUM_VALUES!r}")
