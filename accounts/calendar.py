"""A per-user calendar feed (iCalendar, RFC 5545) of the deadlines waiting for the user.

The URL carries a secret (``/calendar/<key>.ics``), only its SHA-256 is stored; regenerating
it (``accounts.preferences.calendar_key_regenerate``) kills the old URL. An unknown key is a
plain 404. Each event says which game waits, against whom, until when, with a link: no game
state. One event per waiting seat, with a UID stable for that seat, so a calendar app moves
the event when the deadline moves (vacation) and drops it when the move is made.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET

from accounts.models import Preferences
from accounts.services import token_hash
from games.engines.registry import get_engine
from games.models import GameStatus, Seat
from games.reminders import game_url


def user_for_calendar_key(key: str) -> Any | None:
    prefs = (
        Preferences.objects.select_related("user")
        .filter(calendar_key_hash=token_hash(key), user__is_active=True)
        .exclude(calendar_key_hash="")
        .first()
    )
    return prefs.user if prefs else None


def _text(value: str) -> str:
    return value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _fold(line: str) -> Iterable[str]:
    """Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1)."""
    data = line.encode()
    while len(data) > 75:
        cut = 75
        while (data[cut] & 0xC0) == 0x80:  # never split a UTF-8 character
            cut -= 1
        yield data[:cut].decode()
        data = b" " + data[cut:]
    yield data.decode()


def calendar_feed(*, user: Any, now: datetime) -> str:
    seats = (
        Seat.objects.filter(user=user, is_to_act=True, bot_kind="", game__status=GameStatus.ACTIVE)
        .exclude(deadline_at=None)
        .select_related("game")
        .order_by("deadline_at")
    )
    domain = settings.DEFAULT_FROM_EMAIL.rsplit("@", 1)[-1].strip("> ") or "localhost"
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:-//{settings.SITE_NAME}//Deadlines//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{_text(settings.SITE_NAME)} deadlines",
    ]
    for seat in seats:
        game = seat.game
        others = Seat.objects.filter(game=game).exclude(pk=seat.pk).select_related("user")
        names = ", ".join(s.user.username if s.user_id else f"{s.bot_kind} bot" for s in others)
        title = f"Your move: {get_engine(game.game_type).name} #{game.pk} against {names}"
        lines += [
            "BEGIN:VEVENT",
            f"UID:deadline-seat-{seat.pk}@{domain}",
            f"DTSTAMP:{_stamp(now)}",
            f"DTSTART:{_stamp(seat.deadline_at)}",
            f"DTEND:{_stamp(seat.deadline_at)}",
            f"SUMMARY:{_text(title)}",
            f"DESCRIPTION:{_text('Deadline of your move. ' + game_url(game.pk))}",
            f"URL:{game_url(game.pk)}",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    return "".join(f"{part}\r\n" for line in lines for part in _fold(line))


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
