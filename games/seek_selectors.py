"""Reads of the quick-pairing queue (docs/seeks.md): a player's seeks, and how many wait in each
queue (so a client, and the site's Quick game page, can show where a table is close)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count, Q, QuerySet
from django.utils import timezone

from accounts.models import User
from games import errors
from games import seek_messages as msg
from games.engines.registry import all_engines, get_engine
from games.models import SEEK_LIFETIME, Seek, SeekStatus
from games.representations import game_slug

#: The fewest players a seek asks for: a table of one needs no queue.
MIN_SEEK_SEATS = 2
#: The most of a player's own seeks a list shows (newest first, from the last week).
MY_SEEKS_SHOWN = 20
_QUEUE_FIELDS = ("game_type", "seats", "rated", "time_per_move", "options")


def _waiting(now: datetime) -> QuerySet[Seek]:
    return Seek.objects.filter(status=SeekStatus.WAITING, expires_at__gt=now)


def seek_status(seek: Seek, now: datetime) -> msg.SeekStatusName:
    """The stored status, except that a waiting seek past its lifetime shows as expired."""
    if seek.status == SeekStatus.WAITING and seek.expires_at <= now:
        return "expired"
    return SeekStatus(seek.status).value  # type: ignore[return-value]


def seek_json(seek: Seek, *, waiting: int = 0, now: datetime | None = None) -> msg.Seek:
    now = now or timezone.now()
    status = seek_status(seek, now)
    ended = seek.ended_at or (seek.expires_at if status == "expired" else None)
    return {
        "id": seek.pk,
        "game_type": game_slug(seek.game_type),
        "seats": seek.seats,
        "rated": seek.rated,
        "time_per_move": int(seek.time_per_move.total_seconds()),
        "options": seek.options,
        "status": status,
        "waiting": waiting if status == "waiting" else 0,
        "created_at": seek.created_at.isoformat(),
        "expires_at": seek.expires_at.isoformat(),
        "ended_at": ended.isoformat() if ended else None,
        "game": seek.game_id,
    }


@dataclass(frozen=True)
class QueueCount:
    """One queue: its key and how many wait in it."""

    game_type: str
    seats: int
    rated: bool
    time_per_move: int
    options: dict[str, object]
    waiting: int

    def key(self) -> tuple[object, ...]:
        return (
            self.game_type,
            self.seats,
            self.rated,
            self.time_per_move,
            json.dumps(self.options, sort_keys=True),
        )


def queue_counts(*, now: datetime | None = None) -> list[QueueCount]:
    """Every queue with a player waiting, busiest first (then by game type)."""
    now = now or timezone.now()
    rows = _waiting(now).values(*_QUEUE_FIELDS).annotate(waiting=Count("id"))
    counts = [
        QueueCount(
            game_type=row["game_type"],
            seats=row["seats"],
            rated=row["rated"],
            time_per_move=int(row["time_per_move"].total_seconds()),
            options=row["options"],
            waiting=row["waiting"],
        )
        for row in rows
    ]
    return sorted(counts, key=lambda c: (-c.waiting, c.game_type, c.seats, c.time_per_move))


def _queue_json(count: QueueCount) -> msg.SeekQueue:
    return {
        "game_type": game_slug(count.game_type),
        "seats": count.seats,
        "rated": count.rated,
        "time_per_move": count.time_per_move,
        "options": count.options,  # type: ignore[typeddict-item]
        "waiting": count.waiting,
    }


def _seek_key(seek: Seek) -> tuple[object, ...]:
    return (
        seek.game_type,
        seek.seats,
        seek.rated,
        int(seek.time_per_move.total_seconds()),
        json.dumps(seek.options, sort_keys=True),
    )


def seeks_of(*, user: User, now: datetime | None = None) -> list[Seek]:
    """The player's seeks of the last week, newest first (at most ``MY_SEEKS_SHOWN``)."""
    now = now or timezone.now()
    recent = Seek.objects.filter(user=user).filter(
        Q(status=SeekStatus.WAITING) | Q(created_at__gt=now - SEEK_LIFETIME)
    )
    return list(recent.order_by("-created_at", "-id")[:MY_SEEKS_SHOWN])


def seeks_payload(
    *, seeks: Iterable[Seek], counts: list[QueueCount], now: datetime | None = None
) -> msg.Seeks:
    now = now or timezone.now()
    waiting = {count.key(): count.waiting for count in counts}
    return {
        "seeks": [seek_json(s, waiting=waiting.get(_seek_key(s), 0), now=now) for s in seeks],
        "queues": [_queue_json(count) for count in counts],
    }


def seek_payload(seek: Seek, *, now: datetime | None = None) -> msg.Seek:
    """One seek with the count of its queue now."""
    now = now or timezone.now()
    waiting = 0
    if seek_status(seek, now) == "waiting":
        waiting = (
            _waiting(now)
            .filter(
                game_type=seek.game_type,
                seats=seek.seats,
                rated=seek.rated,
                time_per_move=seek.time_per_move,
                options=seek.options,
            )
            .count()
        )
    return seek_json(seek, waiting=waiting, now=now)


def seek_of(*, user: User, seek_id: int) -> Seek:
    seek = Seek.objects.filter(pk=seek_id, user=user).first()
    if seek is None:
        raise errors.NotFound(f"You have no seek {seek_id}.")
    return seek


def default_seats(game_type: str) -> int:
    """The table a seek asks for when it names none: the game's smallest of two or more."""
    return max(MIN_SEEK_SEATS, get_engine(game_type).min_players)


@dataclass(frozen=True)
class GameTypeQueue:
    """The Quick game page's row of one game type: its name, how many wait in its queues, and
    the player's own seek of it (waiting, or the last one that ended)."""

    slug: str
    name: str
    waiting: int
    seats: int  # the table a seek of the site asks for (``default_seats``)
    mine: Seek | None
    in_my_queue: int  # the players waiting in the queue of ``mine`` (0: not waiting)


def quick_game_rows(*, user: User | None, now: datetime | None = None) -> list[GameTypeQueue]:
    now = now or timezone.now()
    by_type: dict[str, int] = {}
    counts = queue_counts(now=now)
    by_key = {count.key(): count.waiting for count in counts}
    for count in counts:
        by_type[count.game_type] = by_type.get(count.game_type, 0) + count.waiting
    mine: dict[str, Seek] = {}
    if user is not None:
        for seek in seeks_of(user=user, now=now):
            mine.setdefault(seek.game_type, seek)  # the newest of each game type
    return [
        GameTypeQueue(
            slug=engine.slug,
            name=engine.name,
            waiting=by_type.get(engine.slug, 0),
            seats=default_seats(engine.slug),
            mine=mine.get(engine.slug),
            in_my_queue=by_key.get(_seek_key(mine[engine.slug]), 0) if engine.slug in mine else 0,
        )
        for engine in all_engines()
    ]


def started_game_of(*, user: User, seek_ids: list[int]) -> int | None:
    """The game one of these seeks of ``user`` has started, if any (the newest)."""
    matched = Seek.objects.filter(
        user=user, pk__in=seek_ids, status=SeekStatus.MATCHED, game__isnull=False
    )
    return matched.order_by("-ended_at").values_list("game_id", flat=True).first()
