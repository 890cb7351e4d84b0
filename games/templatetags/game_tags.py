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


@register.inclusion_tag("partials/player_name.html", takes_context=True)
def player(context: template.Context, name: str, bot: bool | None = None) -> dict[str, Any]:
    """A player's name, with the BOT tag when it is a bot account (docs/bots.md): the one
    way every page shows a name. ``bot`` says it; left out, the page's ``bot_names`` (the
    bot accounts seated in its game) decide."""
    if bot is None:
        bot = name in (context.get("bot_names") or ())
    return {"name": name, "bot": bool(bot)}
