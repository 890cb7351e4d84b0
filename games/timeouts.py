"""Timeouts: a seat whose deadline passed is played for, passed or forfeited.

Deciding records a ``TimeoutAction`` outbox row (``timeouts_decide`` for all of a sweep's
overdue seats, ``seat_timeout_decide`` for the next decision of the one seat being carried out);
``timeout_apply`` carries it out through the normal services and marks it done in the same
transaction. Why that is safe when sweeps or tasks run twice or die: design §7.1.

Policies: ``bot`` (default) - the greedy bot makes the seat's decision; ``skip`` - the seat
plays ``{"type": "pass"}`` when that is one of its legal actions (Hachi Train), otherwise the
bot decides (no other game has a pass, so no engine hook was needed); ``forfeit`` - the seat
resigns through ``game_resign`` (two players: the game ends; more: a bot plays on for it).
A seat already played by a bot (a resigned player, or a bot whose task was lost) is always
played by the bot: the sweep is the safety net for lost bot tasks too.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import NamedTuple

from django.db import transaction
from django.db.models import Q, QuerySet

from games.engines.bots import DEFAULT_BOT_KIND, bot_action
from games.engines.registry import get_engine
from games.engines.rng import rng_for
from games.models import Game, GameStatus, Seat, TimeoutAction, TimeoutPolicy
from games.representations import bot_kind
from games.services import game_resign, move_submit

PASS = {"type": "pass"}
# One overdue seat may owe several successive decisions (a turn split into steps); a carry-out
# plays at most this many for it and the next sweep decides the rest.
MAX_DECISIONS_PER_SEAT = 20


def overdue_seats(*, now: datetime, limit: int) -> QuerySet[Seat]:
    """Seats to act whose deadline passed, oldest first (partial index seat_deadline_idx)."""
    return Seat.objects.filter(is_to_act=True, deadline_at__lte=now).order_by("deadline_at")[:limit]


def pending_timeouts(*, requeue_before: datetime, limit: int) -> QuerySet[TimeoutAction]:
    """Decided, not carried out, and last handed over before ``requeue_before`` (a lost task,
    or a crash before the hand-over). The partial index timeout_pending_idx holds only the
    pending rows, a handful in flight at any time."""
    lease_over = Q(enqueued_at=None) | Q(enqueued_at__lte=requeue_before)
    return TimeoutAction.objects.filter(lease_over, done_at=None).order_by("decided_at")[:limit]


def timeouts_decide(*, now: datetime, requeue_before: datetime, limit: int = 500) -> list[int]:
    """Decide the timeouts due at ``now`` in one transaction; returns the row ids to carry out.

    A handful of queries whatever the batch size: the overdue seats and the pending rows whose
    lease ran out (``requeue_before``), the games of the overdue seats locked in id order with
    SKIP LOCKED (a game a move or a carry-out holds right now is left to the next pass, and
    two sweeps at once split the games), the seats and their rows re-read under the locks,
    one INSERT for the new rows and one UPDATE renewing the lease of the rows handed over
    again. Every returned row has ``enqueued_at = now``. Inside the sweep's transaction it
    adds no savepoint of its own.
    """
    with transaction.atomic(savepoint=False):
        overdue = dict(overdue_seats(now=now, limit=limit).values_list("pk", "game_id"))
        # A lost task's row needs no game lock to be handed over again: the carry-out
        # re-checks everything; locking the row keeps two sweeps from both doing it.
        stale = pending_timeouts(requeue_before=requeue_before, limit=limit)
        requeue = set(stale.select_for_update(skip_locked=True).values_list("pk", flat=True))
        new_rows = _decide_overdue(overdue, now, requeue_before, requeue) if overdue else []
        TimeoutAction.objects.bulk_create(new_rows)
        if requeue:
            TimeoutAction.objects.filter(pk__in=requeue).update(enqueued_at=now)
        return sorted(requeue | {row.pk for row in new_rows})


def _decide_overdue(
    overdue: dict[int, int], now: datetime, requeue_before: datetime, requeue: set[int]
) -> list[TimeoutAction]:
    """The new rows for the overdue seats ``{seat id: game id}``; adds to ``requeue`` the
    pending rows of those seats whose lease ran out. Runs inside the caller's transaction."""
    games = {
        game.pk: game
        for game in Game.objects.filter(pk__in=set(overdue.values()), status=GameStatus.ACTIVE)
        .order_by("pk")
        .only("status", "version", "to_act", "timeout_policy")
        .select_for_update(skip_locked=True)
    }
    if not games:
        return []
    # Re-read under the locks: a move committed meanwhile has moved the turn on.
    seats = list(
        Seat.objects.filter(
            pk__in=list(overdue), game_id__in=list(games), is_to_act=True, deadline_at__lte=now
        ).only("game_id", "index", "bot_kind", "deadline_at")
    )
    known = {
        (row.seat_id, row.version, row.policy): row
        for row in TimeoutAction.objects.filter(
            seat_id__in=[s.pk for s in seats], version__in={g.version for g in games.values()}
        ).only("seat_id", "version", "policy", "done_at", "enqueued_at")
    }
    rows = []
    for seat in seats:
        game = games[seat.game_id]
        if seat.index not in game.to_act:
            continue
        policy = TimeoutPolicy.BOT if seat.is_bot else game.timeout_policy
        existing = known.get((seat.pk, game.version, policy))
        if existing is None:
            rows.append(_row(game, seat, policy, now))
        elif existing.done_at is None and _lease_over(existing, requeue_before):
            requeue.add(existing.pk)
    return rows


def _lease_over(row: TimeoutAction, requeue_before: datetime) -> bool:
    return row.enqueued_at is None or row.enqueued_at <= requeue_before


def _row(game: Game, seat: Seat, policy: str, now: datetime) -> TimeoutAction:
    assert seat.deadline_at is not None
    return TimeoutAction(
        game=game,
        seat=seat,
        version=game.version,
        deadline_at=seat.deadline_at,
        policy=policy,
        decided_at=now,
        enqueued_at=now,
    )


def seat_timeout_decide(*, seat_id: int, now: datetime) -> TimeoutAction | None:
    """Record the timeout of ``seat_id`` if its deadline has passed at ``now``.

    The row is claimed by the caller (``enqueued_at = now``), who carries it out at once;
    if it dies first, a sweep hands the row over again once the lease has run out.
    """
    with transaction.atomic():
        seat = Seat.objects.filter(pk=seat_id).only("game_id").first()
        if seat is None:
            return None
        game = Game.objects.select_for_update().get(pk=seat.game_id)
        seat = Seat.objects.get(pk=seat_id)
        overdue = seat.is_to_act and seat.deadline_at is not None and seat.deadline_at <= now
        if game.status != GameStatus.ACTIVE or not overdue or seat.index not in game.to_act:
            return None
        policy = TimeoutPolicy.BOT if seat.is_bot else game.timeout_policy
        existing = TimeoutAction.objects.filter(
            seat=seat, version=game.version, policy=policy
        ).first()
        if existing is not None:
            return existing if existing.done_at is None else None
        row = _row(game, seat, policy, now)
        row.save()
        return row


class CarriedOut(NamedTuple):
    outcome: str
    owes_more: bool  # the seat still owes a decision (a turn of several steps)
    seat_id: int | None


def timeout_apply(*, action_id: int, now: datetime) -> int:
    """Carry out a decided timeout, then the follow-up decisions its seat still owes (a turn
    split into steps: the deadline it missed still stands), at most MAX_DECISIONS_PER_SEAT;
    whatever is left is decided by the next sweep. Returns how many rows were carried out.

    Idempotent: each row is applied once under the game lock; a second run finds it done.
    """
    done = _carry_out(action_id, now)
    handled = 1
    while done.owes_more and done.seat_id is not None and handled < MAX_DECISIONS_PER_SEAT:
        action = seat_timeout_decide(seat_id=done.seat_id, now=now)
        if action is None:
            break
        done = _carry_out(action.pk, now)
        handled += 1
    return handled


def _carry_out(action_id: int, now: datetime) -> CarriedOut:
    with transaction.atomic():
        row = TimeoutAction.objects.filter(pk=action_id).only("game_id").first()
        if row is None:
            return CarriedOut("missing", False, None)
        # Lock order everywhere: the game row first, then the outbox row.
        game = Game.objects.select_for_update().get(pk=row.game_id)
        action = (
            TimeoutAction.objects.select_for_update(of=("self",))
            .select_related("seat__user")
            .get(pk=action_id)
        )
        seat = action.seat
        if action.done_at is not None:
            return CarriedOut(action.outcome, False, seat.pk)
        current = game.status == GameStatus.ACTIVE and game.version == action.version
        if not current or not seat.is_to_act or seat.index not in game.to_act:
            action.outcome = TimeoutAction.Outcome.SUPERSEDED
        elif action.policy == TimeoutPolicy.FORFEIT and seat.user and not seat.resigned_at:
            game = game_resign(game_id=game.pk, user=seat.user).game
            action.outcome = TimeoutAction.Outcome.FORFEITED
        else:
            action.outcome, game.to_act = _play_for(game, seat, action.policy, now)
        action.done_at = now
        action.save(update_fields=["outcome", "done_at"])
        owes_more = game.status == GameStatus.ACTIVE and seat.index in game.to_act
        superseded = action.outcome == TimeoutAction.Outcome.SUPERSEDED
        return CarriedOut(action.outcome, owes_more and not superseded, seat.pk)


def _play_for(game: Game, seat: Seat, policy: str, now: datetime) -> tuple[str, list[int]]:
    """Move for the seat; returns the outcome and the seats to act afterwards."""
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.started_state())
    actions = engine.legal_actions(state, seat.index)
    if policy == TimeoutPolicy.SKIP and PASS in actions:
        chosen: Mapping[str, object] = PASS
        outcome = TimeoutAction.Outcome.PASSED
    else:
        chosen = bot_action(
            engine=engine,
            state=state,
            seat=seat.index,
            kind=bot_kind(seat.bot_kind) if seat.bot_kind else DEFAULT_BOT_KIND,
            rng=rng_for(game.seed, "timeout", game.version),
        )
        outcome = TimeoutAction.Outcome.BOT_MOVED
    moved = move_submit(
        game_id=game.pk,
        user=None,
        bot_seat=seat.index,
        timed_out_at=now,
        action=chosen,
        expected_version=game.version,
    ).game
    return outcome, list(moved.to_act) if moved.status == GameStatus.ACTIVE else []
