"""Template helpers for game pages."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django import template
from django.utils.timesince import timeuntil

register = template.Library()


@register.filter
def as_datetime(value: Any) -> datetime | None:
    """ISO strings from the selectors (the API representation) as datetimes for |date."""
    if isinstance(value, datetime) or value is None:
        return value
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        return None


@register.filter
def time_left(value: Any) -> str:
    """'2 days, 3 hours' until a deadline (empty when past or unknown)."""
    moment = as_datetime(value)
    return timeuntil(moment) if moment else ""
