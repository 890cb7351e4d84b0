"""Reading settings from the environment, with one clear sentence per mistake.

Every reader raises :class:`EnvError` naming the variable; ``manage.py``, the ASGI app and the
Celery app print that sentence and exit instead of showing a traceback.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

from accounts.rates import RATE

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


class EnvError(Exception):
    """A missing or malformed environment variable."""


def env_str(name: str, default: str | None = None) -> str:
    value = os.environ.get(name)
    if value is None or value == "":
        if default is None:
            raise EnvError(f"The environment variable {name} must be set.")
        return default
    return value


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise EnvError(f"The environment variable {name} must be true or false (got {raw!r}).")


def env_int(name: str, default: int, *, minimum: int = 0) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise EnvError(
            f"The environment variable {name} must be a whole number (got {raw!r})."
        ) from None
    if value < minimum:
        raise EnvError(f"The environment variable {name} must be at least {minimum}.")
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def env_url(name: str, default: str | None, *, schemes: tuple[str, ...]) -> str:
    """A URL whose scheme is one of ``schemes`` (for DATABASE_URL, REDIS_URL)."""
    value = env_str(name, default)
    parts = urlsplit(value)
    if parts.scheme not in schemes:
        allowed = ", ".join(f"{s}://" for s in schemes)
        raise EnvError(
            f"The environment variable {name} must be a URL starting with one of {allowed} "
            f"(got {value!r})."
        )
    if parts.scheme.startswith(("postgres", "redis")) and not parts.hostname and not parts.path:
        raise EnvError(f"The environment variable {name} has no host: {value!r}.")
    return value


def env_rate(name: str, default: str) -> str:
    """A limit such as ``10/min``, ``5/hour`` or ``10/15min``."""
    value = env_str(name, default)
    if not RATE.match(value):
        raise EnvError(
            f"The environment variable {name} must be a limit such as 10/min, 5/hour or "
            f"10/15min (got {value!r})."
        )
    return value
