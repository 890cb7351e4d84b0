"""Reminders: worked out from each user's ladder, decided into the outbox, sent by a task.

Each human seat newly to act gets ``Seat.remind_at`` = the turn's start. When the sweep reaches
it, ``reminders_decide`` works out the user's ladder (an opt-in "turn" rung at the start of the
turn, then one rung per entry of ``remind_hours_before``, default 24 h before the deadline),
records a ``Reminder`` row per channel for the rungs now due (merged into one message) and moves
``remind_at`` to the next rung. The channels are the user's choice: email, ``live`` (a /ws/me/
event) and ``push`` (Web Push, games.push; only with the site's VAPID keys and a subscribed
browser). A moved deadline starts a fresh ladder; during a vacation the ladder waits.

``send_at`` waits for the end of quiet hours, and a digest user's emails for the digest hour,
unless the deadline would pass first. Claiming, delivery and why a crash neither loses nor
doubles a reminder: design §7.1. Messages carry no game state: game, opponents, deadline and a
link only.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime, time, timedelta
from typing import NamedTuple
from zoneinfo import ZoneInfo

from django.conf import settings
from django.core.mail import EmailMessage, mailers
from django.core.mail.backends.base import BaseEmailBackend
from django.db import transaction
from django.db.models import Exists, OuterRef, Q, QuerySet

from accounts.models import Preferences, User
from accounts.preferences import EDITABLE as PREFERENCE_FIELDS
from accounts.selectors import preferences_of, user_zone
from games.bulk import rows_update
from games.engines.registry import get_engine
from games.links import game_path, game_url
from games.models import GameStatus, PushSubscription, Reminder, Seat
from games.notify import user_event_send_now
from games.push import PushMessage, push_enabled, reminders_push
from games.webhook_outbox import webhook_events_record

logger = logging.getLogger(__name__)

TURN_STEP = "turn"


def ladder(
    *, prefs: Preferences, deadline: datetime, time_per_move: timedelta
) -> list[tuple[str, datetime]]:
    """The rungs of one turn, as (step, when), earliest first."""
    steps = [(f"{int(h)}h", deadline - timedelta(hours=h)) for h in prefs.remind_hours_before]
    if prefs.remind_on_turn_start:
        # The clock started time_per_move before the deadline (after a vacation, if any).
        steps.append((TURN_STEP, deadline - time_per_move))
    return sorted(steps, key=lambda step: step[1])


def _in_quiet_hours(prefs: Preferences, local: time) -> bool:
    start, end = prefs.quiet_start, prefs.quiet_end
    if start is None or end is None or start == end:
        return False
    if start < end:
        return start <= local < end
    return local >= start or local < end  # quiet hours across midnight


def _next_local(at: datetime, clock: time, zone: ZoneInfo) -> datetime:
    """The first moment at or after ``at`` when the user's clock shows ``clock``."""
    local = at.astimezone(zone)
    candidate = datetime.combine(local.date(), clock, tzinfo=zone)
    if candidate < local:
        candidate = datetime.combine(local.date() + timedelta(days=1), clock, tzinfo=zone)
    return candidate


def send_time(
    *, prefs: Preferences, now: datetime, deadline: datetime, digest: bool
) -> tuple[datetime, bool]:
    """When to deliver a reminder decided at ``now``, and whether it goes in the digest."""
    zone = user_zone(prefs)
    at = _next_local(now, time(prefs.digest_hour % 24), zone) if digest else now
    if _in_quiet_hours(prefs, at.astimezone(zone).time()):
        assert prefs.quiet_end is not None
        at = _next_local(at, prefs.quiet_end, zone)
    if at >= deadline:
        return now, False  # waiting would let the deadline pass first
    return at, digest


# What the ladder reads: loading only this keeps a batch of seats cheap to instantiate.
_LADDER_FIELDS = (
    "game_id",
    "index",
    "user_id",
    "bot_kind",
    "is_to_act",
    "deadline_at",
    "remind_at",
    "game__status",
    "game__time_per_move",
    "user__username",
    "user__email",
    "user__vacation_until",
    # The ladder reads every preference a player can set.
    *(f"user__preferences__{name}" for name in PREFERENCE_FIELDS),
)


def reminders_decide(
    *, now: datetime, limit: int = 500, seat_ids: Sequence[int] | None = None
) -> list[Reminder]:
    """Record the reminders due at ``now`` (of ``seat_ids``, or of the next ``limit`` seats
    whose ladder is due) and move each seat's ``remind_at`` on: one transaction, five queries
    whatever the batch size (one more to find the webhooks of deadline warnings, and one to
    record them if any want them). Returns the rows to deliver.

    The rows to send at once are claimed for the caller, who hands them over (``enqueued_at =
    now``); if it dies first, a sweep hands them over once the lease has run out. Inside the
    sweep's transaction it adds no savepoint of its own.
    """
    with transaction.atomic(savepoint=False):
        # SKIP LOCKED: two sweeps at once split the seats between them instead of queueing.
        due = Seat.objects.filter(is_to_act=True, remind_at__lte=now)
        if seat_ids is not None:
            due = due.filter(pk__in=seat_ids)
        if push_enabled():
            # In the same query: whether the user has a browser to push to.
            browsers = PushSubscription.objects.filter(user_id=OuterRef("user_id"))
            due = due.annotate(has_push=Exists(browsers))
        seats = list(
            due.order_by("remind_at")[:limit]
            .select_for_update(of=("self",), skip_locked=True)
            .select_related("game", "user", "user__preferences")
            .only(*_LADDER_FIELDS)
        )
        if not seats:
            return []
        done: dict[tuple[int, datetime | None], set[str]] = defaultdict(set)
        recorded = Reminder.objects.filter(seat__in=[s.pk for s in seats])
        for seat_id, deadline_at, step in recorded.values_list("seat_id", "deadline_at", "step"):
            done[(seat_id, deadline_at)].add(step)
        rows: list[Reminder] = []
        warned: list[Seat] = []
        for seat in seats:
            rows += _decide_one(seat, now, done[(seat.pk, seat.deadline_at)], warned)
        for row in rows:
            if row.status == Reminder.Status.PENDING and row.send_at <= now:
                row.enqueued_at = now
        Reminder.objects.bulk_create(rows)
        rows_update(seats, ["remind_at"])
        # Webhooks are a channel of their own: a rung before the deadline is their
        # deadline_warning whatever the user's reminder channels (one query for the batch).
        webhook_events_record(
            kind="deadline_warning", user_games=[(s.user_id, s.game_id) for s in warned], now=now
        )
        return [r for r in rows if r.status == Reminder.Status.PENDING]


def _decide_one(seat: Seat, now: datetime, done: set[str], warned: list[Seat]) -> list[Reminder]:
    """The rows for one seat; sets ``seat.remind_at`` to its next rung (saved by the caller)
    and adds the seat to ``warned`` when a rung before the deadline came due."""
    deadline = seat.deadline_at
    active = seat.game.status == GameStatus.ACTIVE
    user = seat.user
    if not active or user is None or seat.bot_kind or not deadline or deadline <= now:
        seat.remind_at = None
        return []
    away = user.vacation_until
    if away and away > now:
        # Nobody is nagged on vacation: look again when it ends (rungs then due merge).
        seat.remind_at = away
        return []
    prefs = preferences_of(user)
    steps = ladder(prefs=prefs, deadline=deadline, time_per_move=seat.game.time_per_move)
    due = [step for step, at in steps if at <= now and step not in done]
    seat.remind_at = min((at for step, at in steps if at > now and step not in done), default=None)
    if any(step != TURN_STEP for step in due):
        warned.append(seat)
    return _rows(seat, user, prefs, due, now) if due else []


def _rows(
    seat: Seat, user: User, prefs: Preferences, due: Sequence[str], now: datetime
) -> list[Reminder]:
    """The rows of ``seat``'s rungs now ``due``, by the channels ``user`` (its player) chose."""
    assert seat.deadline_at is not None
    channels = []
    if prefs.email_reminders and user.email:
        channels.append((Reminder.Channel.EMAIL, prefs.daily_digest))
    if prefs.live_reminders:
        channels.append((Reminder.Channel.LIVE, False))
    if prefs.push_reminders and getattr(seat, "has_push", False):
        # Quiet hours hold a push as they hold an email; the digest is for email only.
        channels.append((Reminder.Channel.PUSH, False))
    rows = []
    for channel, digest in channels:
        send_at, in_digest = send_time(
            prefs=prefs, now=now, deadline=seat.deadline_at, digest=digest
        )
        for step in due:
            # Rungs that came due together make one message: the latest one is sent.
            last = step == due[-1]
            rows.append(
                Reminder(
                    user=user,
                    seat=seat,
                    deadline_at=seat.deadline_at,
                    step=step,
                    channel=channel,
                    digest=in_digest,
                    status=Reminder.Status.PENDING if last else Reminder.Status.MERGED,
                    decided_at=now,
                    send_at=send_at,
                )
            )
    return rows


def due_reminders(*, now: datetime, requeue_before: datetime, limit: int) -> QuerySet[Reminder]:
    """Pending reminders whose time has come and that were not handed to a task since
    ``requeue_before`` (never, or a lost task): partial index reminder_pending_idx."""
    lease_over = Q(enqueued_at=None) | Q(enqueued_at__lte=requeue_before)
    pending = Reminder.objects.filter(lease_over, status=Reminder.Status.PENDING, send_at__lte=now)
    return pending.order_by("send_at")[:limit]


class Claim(NamedTuple):
    """A due reminder handed to a delivery task: digest rows go out per (user, send_at)."""

    id: int
    digest: bool
    user_id: int
    send_at: datetime


def reminders_claim(*, now: datetime, requeue_before: datetime, limit: int) -> list[Claim]:
    """Claim the due reminders not handed over since ``requeue_before`` (never, or a lost
    task) and stamp ``enqueued_at = now`` on them: two queries, inside the sweep's
    transaction. SKIP LOCKED: rows a task is delivering right now stay with it."""
    due = due_reminders(now=now, requeue_before=requeue_before, limit=limit)
    with transaction.atomic(savepoint=False):
        claims = [
            Claim(*row)
            for row in due.select_for_update(skip_locked=True).values_list(
                "pk", "digest", "user_id", "send_at"
            )
        ]
        if claims:
            Reminder.objects.filter(pk__in=[c.id for c in claims]).update(enqueued_at=now)
        return claims


def _still_waiting(reminder: Reminder) -> bool:
    seat = reminder.seat
    return (
        seat.is_to_act
        and seat.deadline_at == reminder.deadline_at
        and seat.game.status == GameStatus.ACTIVE
    )


def _locked(rows: QuerySet[Reminder]) -> list[Reminder]:
    # SKIP LOCKED: rows another task is delivering right now stay with it.
    return list(
        rows.select_for_update(of=("self",), skip_locked=True)
        .select_related("seat__game", "user", "user__preferences")
        .defer("seat__game__state")
    )


def reminders_deliver(*, ids: Sequence[int], now: datetime) -> int:
    """Send the single reminders ``ids`` that are still pending and due; returns how many
    went out (an email, a /ws/me/ event or a push each).

    Each reminder is sent and marked sent in a transaction of its own, so a crash mid-batch
    leaves pending (and sends again after the lease) at most the one in flight, with the same
    Message-ID, push Topic or event id. The emails of a batch share one SMTP session. A push
    whose user has no browser left (all answered 404/410) is obsolete.
    """
    due = list(
        Reminder.objects.filter(
            pk__in=list(ids), status=Reminder.Status.PENDING, digest=False, send_at__lte=now
        )
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    with _LazySmtp() as smtp:
        return sum(_deliver_one(pk, now=now, smtp=smtp) for pk in due)


class _LazySmtp:
    """The batch's SMTP session, opened at its first email (a batch may have none)."""

    def __init__(self) -> None:
        self._backend: BaseEmailBackend | None = None

    def backend(self) -> BaseEmailBackend:
        if self._backend is None:
            self._backend = mailers.default
            self._backend.open()
        return self._backend

    def __enter__(self) -> _LazySmtp:
        return self

    def __exit__(self, *_exc: object) -> None:
        if self._backend is not None:
            self._backend.close()


def _deliver_one(pk: int, *, now: datetime, smtp: _LazySmtp) -> int:
    with transaction.atomic():
        rows = _locked(Reminder.objects.filter(pk=pk, status=Reminder.Status.PENDING))
        if not rows:  # sent meanwhile, or another task holds it
            return 0
        reminder = rows[0]
        if not _still_waiting(reminder):
            _mark([reminder], Reminder.Status.OBSOLETE, None)
            return 0
        key = f"reminder-{reminder.pk}"
        if reminder.channel == Reminder.Channel.LIVE:
            sent = user_event_send_now(
                user_id=reminder.user_id,
                kind="deadline_warning",
                game_id=reminder.seat.game_id,
                event_id=key,
            )
        elif reminder.channel == Reminder.Channel.EMAIL:
            names = _opponent_names([reminder.seat])
            sent = _send_email(reminder.user, [reminder], key, names, smtp.backend())
        else:
            names = _opponent_names([reminder.seat])
            pushed, nowhere = reminders_push(
                reminders=[reminder],
                message_of=lambda r: reminder_push_message(reminder=r, names=names),
                now=now,
            )
            _mark(nowhere, Reminder.Status.OBSOLETE, None)
            sent = bool(pushed)
        if sent:
            _mark([reminder], Reminder.Status.SENT, now)
        return int(sent)


def digest_deliver(*, user_id: int, send_at: datetime, now: datetime) -> bool:
    """Send one user's digest for the slot ``send_at`` once; True if a mail went out."""
    if send_at > now:
        return False
    with transaction.atomic():
        rows = _locked(
            Reminder.objects.filter(
                user_id=user_id, digest=True, send_at=send_at, status=Reminder.Status.PENDING
            ).order_by("pk")
        )
        if not rows:
            return False
        waiting = [r for r in rows if _still_waiting(r)]
        _mark([r for r in rows if not _still_waiting(r)], Reminder.Status.OBSOLETE, None)
        slot = send_at.strftime("%Y%m%d%H%M")
        names = _opponent_names([r.seat for r in waiting])
        if waiting and _send_email(rows[0].user, waiting, f"digest-{user_id}-{slot}", names):
            _mark(waiting, Reminder.Status.SENT, now)
            return True
        return False


def _mark(rows: Sequence[Reminder], status: str, sent_at: datetime | None) -> None:
    if rows:
        Reminder.objects.filter(pk__in=[r.pk for r in rows]).update(status=status, sent_at=sent_at)


def message_id(key: str) -> str:
    domain = settings.DEFAULT_FROM_EMAIL.rsplit("@", 1)[-1].strip("> ") or "localhost"
    return f"<{key}@{domain}>"


def _send_email(
    user: User,
    reminders: Sequence[Reminder],
    key: str,
    names: dict[int, str],
    backend: BaseEmailBackend | None = None,
) -> bool:
    """Send one mail; False (logged, the rows stay pending for the next pass) if it fails."""
    subject, body = reminder_email(user=user, reminders=reminders, names=names)
    message = EmailMessage(
        subject=subject,
        body=body,
        to=[user.email],
        headers={"Message-ID": message_id(key)},
    )
    try:
        if backend is None:
            message.send()
        else:
            backend.send_messages([message])
    except Exception:
        logger.exception("reminder email failed; retried on the next pass", extra={"key": key})
        return False
    return True


def _opponent_names(seats: Sequence[Seat]) -> dict[int, str]:
    """For each seat, the names of the other players of its game (one query for all)."""
    games = {s.game_id for s in seats}
    everyone = Seat.objects.filter(game_id__in=games).select_related("user").order_by("index")
    names: dict[int, str] = {}
    for seat in seats:
        others = [o for o in everyone if o.game_id == seat.game_id and o.pk != seat.pk]
        names[seat.pk] = ", ".join(o.username or f"a {o.bot_kind} bot" for o in others)
    return names


def reminder_email(
    *, user: User, reminders: Sequence[Reminder], names: dict[int, str]
) -> tuple[str, str]:
    """Subject and text of a reminder (one game) or a digest (several). No game state."""
    zone = user_zone(preferences_of(user))
    lines = []
    for reminder in reminders:
        game = reminder.seat.game
        local = reminder.deadline_at.astimezone(zone)
        against = names[reminder.seat_id] or "nobody"
        lines.append(
            f"- {get_engine(game.game_type).name} #{game.pk} against {against}"
            f"\n  deadline: {local:%a %d %b %Y, %H:%M} ({zone.key})\n  {game_url(game.pk)}"
        )
    name = user.username
    if len(reminders) == 1:
        game = reminders[0].seat.game
        subject = f"Your move in {get_engine(game.game_type).name} #{game.pk}"
        intro = "A game is waiting for your move:"
    else:
        subject = f"{len(reminders)} games are waiting for your move"
        intro = "These games are waiting for your move:"
    footer = "Reminders, quiet hours and the daily digest can be changed in your settings."
    return subject, f"Hello {name},\n\n{intro}\n\n" + "\n".join(lines) + f"\n\n{footer}\n"


def reminder_push_message(*, reminder: Reminder, names: dict[int, str]) -> PushMessage:
    """What a push notification says and where a tap leads (the service worker shows it).
    No game state; the tag is the game's, so a phone shows one notification per game."""
    game = reminder.seat.game
    label = f"{get_engine(game.game_type).name} #{game.pk}"
    zone = user_zone(preferences_of(reminder.user))
    local = reminder.deadline_at.astimezone(zone)
    against = names[reminder.seat_id] or "nobody"
    return {
        "kind": "your_turn" if reminder.step == TURN_STEP else "deadline_warning",
        "game": game.pk,
        "title": f"Your move in {label}",
        "body": f"Against {against}. Deadline {local:%a %d %b, %H:%M} ({zone.key}).",
        "url": game_path(game.pk),
        "tag": f"game-{game.pk}",
    }
