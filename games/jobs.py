"""The Celery tasks by name: how the code beneath games/tasks.py hands work to a worker.

games/tasks.py registers each task under the name given here and imports what the tasks run
(the sweep, the timeouts, the reminders, the bots). That code, where it must enqueue a task
(the minute sweep, a move's after-commit hook), builds the task's signature here instead of
importing it, so every import runs one way: down.

A signature carries the task's name and the options that shape its message (``ignore_result``
for the carry-out tasks, whose outbox rows are the record): a process that never imported
games.tasks, such as the web server, sends the message a worker would send, under the same
broker settings (the 1-second connect timeout). Where games.tasks is imported (a worker, a
test, a benchmark), calling a signature runs its task in that process.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from celery import signature
from celery.canvas import Signature

BOTS_MOVE = "games.tasks.bots_move"
SWEEP_DEADLINES = "games.tasks.sweep_deadlines"
RECORDS_PRUNE = "games.tasks.records_prune"
TIMEOUT_APPLY = "games.tasks.timeout_apply"
REMINDERS_DELIVER = "games.tasks.reminders_deliver"
DIGEST_DELIVER = "games.tasks.digest_deliver"
RATINGS_UPDATE = "games.tasks.ratings_update"
WEBHOOK_DELIVER = "games.tasks.webhook_deliver"
SEEKS_EXPIRE = "games.tasks.seeks_expire"

#: The carry-out tasks: idempotent, and nobody waits for their results (the outbox rows are
#: the record), so none is stored or listened for.
CARRY_OUT = frozenset(
    {TIMEOUT_APPLY, REMINDERS_DELIVER, DIGEST_DELIVER, RATINGS_UPDATE, WEBHOOK_DELIVER}
)


def _job(name: str, *args: Any) -> Signature:
    options = {"ignore_result": True} if name in CARRY_OUT else {}
    return signature(name, args=args, immutable=True, **options)


def bots_move(game_id: int, version: int) -> Signature:
    """One pending bot decision of the game at ``version``."""
    return _job(BOTS_MOVE, game_id, version)


def timeout_apply(action_id: int, now: datetime) -> Signature:
    """Carry out one decided timeout, at the sweep's clock ``now``."""
    return _job(TIMEOUT_APPLY, action_id, now.isoformat())


def reminders_deliver(reminder_ids: list[int], now: datetime) -> Signature:
    """Send a batch of decided single reminders."""
    return _job(REMINDERS_DELIVER, reminder_ids, now.isoformat())


def digest_deliver(user_id: int, send_at: datetime, now: datetime) -> Signature:
    """Send one user's daily digest for the slot ``send_at``."""
    return _job(DIGEST_DELIVER, user_id, send_at.isoformat(), now.isoformat())


def ratings_update(game_type: str) -> Signature:
    """Apply the finished rated games of ``game_type`` not rated yet, in rating order."""
    return _job(RATINGS_UPDATE, game_type)


def webhook_deliver(delivery_id: int, now: datetime) -> Signature:
    """Attempt one due webhook delivery, at the clock ``now`` of whoever handed it over."""
    return _job(WEBHOOK_DELIVER, delivery_id, now.isoformat())
