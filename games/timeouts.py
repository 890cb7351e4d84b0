"""Timeouts (design §7): a seat whose deadline passed is played for, passed or forfeited.

Two steps, each its own transaction with the game row locked:

1. ``timeout_decide`` records a ``TimeoutAction`` (unique per seat and game version);
2. ``timeout_carry_out`` applies the game's policy through the normal services and marks the
   row done in the same transaction as the move or the resignation.

So a sweep that runs twice, or two sweeps at once, decide one row and apply it once; a worker
killed between the steps leaves a pending row that the next sweep carries out.

Policies: ``bot`` (default) - the greedy bot makes the seat's decision; ``skip`` - the seat
plays ``{"type": "pass"}`` when that is one of its legal actions (Hachi Train), otherwise the
bot decides (no other game has a pass, so no engine hook was needed); ``forfeit`` - the seat
resigns through ``game_resign`` (two players: the game ends; more: a bot plays on for it).
A seat already played by a bot (a resigned player, or a bot whose task was lost) is always
played by the bot: the sweep is the safety net for lost bot tasks too.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from games import reminders
from games.engines.bots import bot_action
from games.engines.registry import get_engine
from games.engines.rng import rng_for
from games.models import Game, GameStatus, Seat, TimeoutAction, TimeoutPolicy
from games.services import game_resign, move_submit

logger = logging.getLogger(__name__)

PASS = {"type": "pass"}
# One overdue seat may owe several successive decisions (a turn split into steps); the sweep
# plays at most this many for it per run and continues on the next run.
MAX_DECISIONS_PER_SEAT = 20


def overdue_seats(*, now: datetime, limit: int) -> QuerySet[Seat]:
    """Seats to act whose deadline passed, oldest first (partial index seat_deadline_idx)."""
    return Seat.objects.filter(is_to_act=True, deadline_at__lte=now).order_by("deadline_at")[:limit]


def pending_timeouts(*, limit: int) -> QuerySet[TimeoutAction]:
    """Decided but not yet carried out (a crash between the steps); timeout_pending_idx."""
    return TimeoutAction.objects.filter(done_at=None).order_by("decided_at")[:limit]


def timeout_decide(*, seat_id: int, now: datetime) -> TimeoutAction | None:
    """Record the timeout of ``seat_id`` if its deadline has passed at ``now``."""
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
        assert seat.deadline_at is not None
        return TimeoutAction.objects.create(
            game=game,
            seat=seat,
            version=game.version,
            deadline_at=seat.deadline_at,
            policy=policy,
            decided_at=now,
        )


def timeout_carry_out(*, action_id: int, now: datetime) -> str:
    """Apply one decided timeout once; returns its outcome."""
    return _carry_out(action_id, now)[0]


def _carry_out(action_id: int, now: datetime) -> tuple[str, bool]:
    """The outcome, and whether the seat still owes a decision (a turn of several steps)."""
    with transaction.atomic():
        row = TimeoutAction.objects.filter(pk=action_id).only("game_id").first()
        if row is None:
            return "missing", False
        # Lock order everywhere: the game row first, then the outbox row.
        game = Game.objects.select_for_update().get(pk=row.game_id)
        action = (
            TimeoutAction.objects.select_for_update(of=("self",))
            .select_related("seat__user")
            .get(pk=action_id)
        )
        if action.done_at is not None:
            return action.outcome, False
        seat = action.seat
        current = game.status == GameStatus.ACTIVE and game.version == action.version
        if not current or not seat.is_to_act or seat.index not in game.to_act:
            action.outcome = TimeoutAction.Outcome.SUPERSEDED
        elif action.policy == TimeoutPolicy.FORFEIT and seat.user_id and not seat.resigned_at:
            game = game_resign(game_id=game.pk, user=seat.user)
            action.outcome = TimeoutAction.Outcome.FORFEITED
        else:
            action.outcome, game.to_act = _play_for(game, seat, action.policy, now)
        action.done_at = now
        action.save(update_fields=["outcome", "done_at"])
        owes_more = game.status == GameStatus.ACTIVE and seat.index in game.to_act
        return action.outcome, owes_more and action.outcome != TimeoutAction.Outcome.SUPERSEDED


def _play_for(game: Game, seat: Seat, policy: str, now: datetime) -> tuple[str, list[int]]:
    """Move for the seat; returns the outcome and the seats to act afterwards."""
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    actions = engine.legal_actions(state, seat.index)
    if policy == TimeoutPolicy.SKIP and PASS in actions:
        chosen: Any = PASS
        outcome = TimeoutAction.Outcome.PASSED
    else:
        chosen = bot_action(
            engine=engine,
            state=state,
            seat=seat.index,
            kind=seat.bot_kind or "greedy",
            rng=rng_for(game.seed, "timeout", game.version),
        )
        outcome = TimeoutAction.Outcome.BOT_MOVED
    body, _replayed = move_submit(
        game_id=game.pk,
        user=None,
        bot_seat=seat.index,
        timed_out_at=now,
        action=chosen,
        expected_version=game.version,
        render=lambda g, _seats, _state: {"to_act": list(g.to_act), "status": g.status},
    )
    return outcome, body["to_act"] if body["status"] == GameStatus.ACTIVE else []


def timeout_handle(*, seat_id: int, now: datetime) -> int:
    """Decide and carry out the timeouts one overdue seat owes now; returns how many."""
    handled = 0
    for _ in range(MAX_DECISIONS_PER_SEAT):
        action = timeout_decide(seat_id=seat_id, now=now)
        if action is None:
            break
        _outcome, owes_more = _carry_out(action.pk, now)
        handled += 1
        if not owes_more:
            break
    return handled


def deadlines_sweep(*, now: datetime | None = None, limit: int = 500) -> dict[str, int]:
    """One pass of the minute sweep: timeouts, then reminders to decide, then to deliver.

    Every query walks a partial index from its oldest due item, at most ``limit`` items each,
    so a pass costs a constant per due item; whatever is left is due on the next pass.
    Reminders are decided and delivered in batches (one transaction each: commits, not rows,
    are what costs); timeouts one seat at a time, as each is a move. A failing item or batch
    is logged and skipped so it cannot block the others; it is retried on the next pass.
    """
    now = now or timezone.now()
    counts = dict.fromkeys(["timeouts", "decided", "sent", "digests"], 0)
    for action_id in pending_timeouts(limit=limit).values_list("pk", flat=True):
        counts["timeouts"] += _safely(timeout_carry_out, action_id=action_id, now=now) is not None
    for seat_id in overdue_seats(now=now, limit=limit).values_list("pk", flat=True):
        counts["timeouts"] += _safely(timeout_handle, seat_id=seat_id, now=now) or 0
    counts["decided"] = len(_safely(reminders.reminders_decide, now=now, limit=limit) or [])
    sent, digests = _safely(reminders.reminders_deliver, now=now, limit=limit) or (0, set())
    counts["sent"] = sent
    for user_id, send_at in sorted(digests):
        counts["digests"] += bool(
            _safely(reminders.digest_deliver, user_id=user_id, send_at=send_at, now=now)
        )
    return counts


def _safely(function: Any, **kwargs: Any) -> Any:
    try:
        return function(**kwargs)
    except Exception:
        logger.exception("deadline sweep item failed; retried on the next pass", extra=kwargs)
        return None
