"""A per-user calendar feed (iCalendar, RFC 5545) of the deadlines waiting for the user.

The URL carries a secret (``/calendar/<key>.ics``), only its SHA-256 is stored; regenerating
it (``accounts.preferences.calendar_key_regenerate``) kills the old URL. An unknown key is a
plain 404. Each event says which game waits, against whom, until when, with a link: no game
state. One event per waiting seat, with a UID stable for that seat, so a calendar app moves
the event when the deadline moves (vacation) and drops it when the move is made.
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET
from icalendar import Calendar, Event

from accounts.models import Preferences, User
from accounts.services import token_hash
from games.engines.registry import get_engine
from games.links import game_url
from games.models import GameStatus, Seat


def user_for_calendar_key(key: str) -> User | None:
    prefs = (
        Preferences.objects.select_related("user")
        .filter(calendar_key_hash=token_hash(key), user__is_active=True)
        .exclude(calendar_key_hash="")
        .first()
    )
    return prefs.user if prefs else None


def _event(seat: Seat, *, now: datetime, domain: str) -> Event:
    assert seat.deadline_at is not None  # the feed lists only turns with a deadline
    game = seat.game
    others = Seat.objects.filter(game=game).exclude(pk=seat.pk).select_related("user")
    names = ", ".join(s.username or f"{s.bot_kind} bot" for s in others)
    event = Event()
    event.add("uid", f"deadline-seat-{seat.pk}@{domain}")
    event.add("dtstamp", now.astimezone(UTC))
    event.add("dtstart", seat.deadline_at.astimezone(UTC))
    event.add("dtend", seat.deadline_at.astimezone(UTC))
    event.add("summary", f"Your move: {get_engine(game.game_type).name} #{game.pk} against {names}")
    event.add("description", f"Deadline of your move. {game_url(game.pk)}")
    event.add("url", game_url(game.pk))
    return event


def calendar_feed(*, user: User, now: datetime) -> str:
    """The feed's text. Every value goes through the icalendar library, which escapes and folds
    it: a player's name (old names may hold line breaks) can never add a property."""
    seats = (
        Seat.objects.filter(user=user, is_to_act=True, bot_kind="", game__status=GameStatus.ACTIVE)
        .exclude(deadline_at=None)
        .select_related("game")
        .order_by("deadline_at")
    )
    domain = settings.DEFAULT_FROM_EMAIL.rsplit("@", 1)[-1].strip("> ") or "localhost"
    feed = Calendar()
    feed.add("version", "2.0")
    feed.add("prodid", f"-//{settings.SITE_NAME}//Deadlines//EN")
    feed.add("calscale", "GREGORIAN")
    feed.add("method", "PUBLISH")
    feed.add("x-wr-calname", f"{settings.SITE_NAME} deadlines")
    for seat in seats:
        feed.add_component(_event(seat, now=now, domain=domain))
    text: str = feed.to_ical().decode()
    return text


@require_GET
def calendar_view(request: HttpRequest, key: str) -> HttpResponse:
    user = user_for_calendar_key(key)
    if user is None:
        raise Http404("No such calendar.")
    response = HttpResponse(
        calendar_feed(user=user, now=timezone.now()), content_type="text/calendar; charset=utf-8"
    )
    response["Cache-Control"] = "private, max-age=300"
    return response
