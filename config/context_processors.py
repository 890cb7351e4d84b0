from collections.abc import Callable
from functools import cache
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from games.selectors import turns_count


def site(request: HttpRequest) -> dict[str, Any]:
    return {"site_name": settings.SITE_NAME, "turns_waiting": _turns_waiting(request)}


def _turns_waiting(request: HttpRequest) -> Callable[[], int]:
    """How many games wait for the signed-in user (the header badge), counted only when a
    template shows it: the template calls it."""

    @cache
    def count() -> int:
        user = getattr(request, "user", None)
        return turns_count(user=user) if user is not None and user.is_authenticated else 0

    return count
