"""Writes of the quick-pairing queue (docs/seeks.md): seek, cancel, expire.

A seek waits in the queue of its game type and options (player count, rated, time per move,
the game's options). ``seek_create`` adds it and, when the queue then holds a full table,
starts the game with the oldest seeks of that queue (first come, first served) in the same
transaction: the game is created by ``games.services`` as any other (its creator the first
in the queue, then each other player joins), so every player gets ``game_started`` on
``/ws/me/`` and their webhooks, after the commit.

Every change to a game type's queues (a seek, a cancel, the expiry) runs under one
transaction-scoped lock per game type (a PostgreSQL advisory lock; SQLite takes its write
lock at the start of every transaction, which serialises them too). So two seeks arriving at
once never both see an incomplete table and leave it unstarted, a seek is never seated twice,
and a cancel never races a table that is being seated. A player waits in at most one queue per
game type (a unique index on the waiting seeks), so nobody is paired with themself.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from accounts.models import User
from games import errors, services
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    SEEK_LIFETIME,
    Game,
    Seek,
    SeekStatus,
)
from games.representations import OptionValues
from games.seek_selectors import MIN_SEEK_SEATS, default_seats

#: Ended seeks are kept this long for their players' lists, then deleted (hourly task).
SEEK_RETENTION = timedelta(days=30)


@dataclass(frozen=True)
class SeekOutcome:
    """What ``seek_create`` did: the seek, and the game it started (None: it waits)."""

    seek: Seek
    game: Game | None


def _queue_lock(game_type: str) -> None:
    """Hold the game type's queue lock until the transaction ends."""
    if connection.vendor != "postgresql":
        return  # SQLite: the transaction already holds the database's one write lock
    digest = hashlib.sha256(f"hachi-seek-queue:{game_type}".encode()).digest()
    key = int.from_bytes(digest[:8], "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def _checked(
    *, game_type: str, seats: int | None, options: OptionValues | None, time_per_move: timedelta
) -> tuple[int, OptionValues]:
    services.game_type_check(game_type)
    players = seats if seats is not None else default_seats(game_type)
    if players < MIN_SEEK_SEATS:
        message = "A seek is for two or more players (play alone from New game)."
        raise errors.InvalidRequest(message, details={"seats": [message]})
    checked = services.game_settings_check(
        game_type=game_type, seats=players, options=options, time_per_move=time_per_move
    )
    return players, checked


def _expire_stale(*, game_type: str, now: datetime, user: User | None = None) -> int:
    stale = Seek.objects.filter(game_type=game_type, status=SeekStatus.WAITING, expires_at__lte=now)
    if user is not None:
        stale = stale.filter(user=user)
    return stale.update(status=SeekStatus.EXPIRED, ended_at=now)


def seek_create(
    *,
    user: User,
    game_type: str,
    seats: int | None = None,
    rated: bool = True,
    time_per_move: timedelta = DEFAULT_TIME_PER_MOVE,
    options: OptionValues | None = None,
    now: datetime | None = None,
) -> SeekOutcome:
    """Wait for a table; start it at once if this seek completes one.

    ``seats`` defaults to the smallest table of the game of two or more; ``options`` to the
    game's defaults (every option is stored, so two seeks that leave one out and name its
    default are the same queue). A second waiting seek of the same game type is refused
    (409 ``seek_exists``): cancel the first to change options.
    """
    players, checked = _checked(
        game_type=game_type, seats=seats, options=options, time_per_move=time_per_move
    )
    now = now or timezone.now()
    with transaction.atomic():
        _queue_lock(game_type)
        _expire_stale(game_type=game_type, now=now, user=user)
        try:
            with transaction.atomic():
                seek = Seek.objects.create(
                    user=user,
                    game_type=game_type,
                    seats=players,
                    rated=rated,
                    time_per_move=time_per_move,
                    options=checked,
                    created_at=now,
                    expires_at=now + SEEK_LIFETIME,
                )
        except IntegrityError:
            raise errors.Conflict(
                "You are already waiting for a game of this type: cancel that seek first.",
                code="seek_exists",
            ) from None
        table = list(
            Seek.objects.select_for_update(of=("self",))
            .select_related("user")
            .filter(
                game_type=game_type,
                seats=players,
                rated=rated,
                time_per_move=time_per_move,
                options=checked,
                status=SeekStatus.WAITING,
                expires_at__gt=now,
                user__is_active=True,
            )
            .order_by("created_at", "id")[:players]
        )
        game = _table_start(table, now=now) if len(table) == players else None
    seek.refresh_from_db()
    return SeekOutcome(seek, game)


def _table_start(table: list[Seek], *, now: datetime) -> Game:
    """Start the game of a full table: the first seek's player creates it, the others join in
    their order (the last join deals and tells everyone ``game_started``)."""
    first = table[0]
    game = services.game_create(
        creator=first.user,
        game_type=first.game_type,
        seats=first.seats,
        options=first.options,
        time_per_move=first.time_per_move,
        is_public=True,
        rated=first.rated,
    )
    for seek in table[1:]:
        services.seat_join(game_id=game.pk, user=seek.user)
    Seek.objects.filter(pk__in=[s.pk for s in table]).update(
        status=SeekStatus.MATCHED, game=game, ended_at=now
    )
    game.refresh_from_db()
    return game


def seek_cancel(*, user: User, seek_id: int, now: datetime | None = None) -> Seek:
    """Stop waiting. A seek that no longer waits (cancelled or expired) is left as it is; one
    whose game started already is a 409 ``seek_matched`` (the game goes on: resign there)."""
    seek = Seek.objects.filter(pk=seek_id, user=user).first()
    if seek is None:
        raise errors.NotFound(f"You have no seek {seek_id}.")
    now = now or timezone.now()
    with transaction.atomic():
        _queue_lock(seek.game_type)
        seek = Seek.objects.select_for_update().get(pk=seek.pk)
        if seek.status == SeekStatus.MATCHED:
            raise errors.Conflict(
                f"This seek has already started game {seek.game_id}.", code="seek_matched"
            )
        if seek.status == SeekStatus.WAITING:
            seek.status = SeekStatus.CANCELLED if seek.expires_at > now else SeekStatus.EXPIRED
            seek.ended_at = now
            seek.save(update_fields=["status", "ended_at"])
    return seek


@dataclass(frozen=True)
class SeekExpiry:
    expired: int
    deleted: int


def seeks_expire(*, now: datetime) -> SeekExpiry:
    """Hourly: mark the seeks past their lifetime ``expired`` (they stopped waiting at
    ``expires_at`` already) and delete those ended more than 30 days ago."""
    expired = 0
    types = set(
        Seek.objects.filter(status=SeekStatus.WAITING, expires_at__lte=now).values_list(
            "game_type", flat=True
        )
    )
    for game_type in sorted(types):
        with transaction.atomic():
            _queue_lock(game_type)
            expired += _expire_stale(game_type=game_type, now=now)
    deleted, _ = (
        Seek.objects.exclude(status=SeekStatus.WAITING)
        .filter(ended_at__lt=now - SEEK_RETENTION)
        .delete()
    )
    return SeekExpiry(expired, deleted)
