"""Celery tasks stay thin: they call services.

Each task is registered under its name in games/jobs.py, and that name is how the code
beneath (the sweep, the after-commit hooks) sends it: nothing of the site imports this module
(the "tasks-by-name" import contract); the worker finds it by autodiscovery (config/celery.py).

The deadline tasks carry out what a sweep decided into the outbox (design §7.1), with the
sweep's clock (``now``, ISO 8601).
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime

from celery import shared_task
from django.utils import timezone

from games import (
    challenge_services,
    jobs,
    rating_services,
    reminders,
    retention,
    seek_services,
    timeouts,
    webhook_outbox,
)
from games.bot_moves import bot_move_once
from games.sweep import deadlines_sweep


@shared_task(name=jobs.BOTS_MOVE, acks_late=True)
def bots_move(game_id: int, version: int) -> bool:
    """One pending bot decision at ``version``, through the normal write path."""
    return bot_move_once(game_id=game_id, version=version)


# expires: a sweep that waited in the queue past the next one is pointless; every pass is
# idempotent, so a redelivered or doubled one is harmless.
@shared_task(name=jobs.SWEEP_DEADLINES, acks_late=True, expires=55)
def sweep_deadlines() -> dict[str, int]:
    """The minute sweep of reminders and timeouts (beat schedule in config/celery.py)."""
    return deadlines_sweep().counts()


@shared_task(name=jobs.RECORDS_PRUNE, acks_late=True, ignore_result=True)
def records_prune() -> dict[str, int]:
    """Hourly: idempotency records and done outbox rows past their retention; pending
    challenges past their time marked expired (their players told)."""
    now = timezone.now()
    expired = challenge_services.challenges_expire(now=now)
    return {**asdict(retention.records_prune(now=now)), "challenges_expired": expired}


@shared_task(name=jobs.SEEKS_EXPIRE, acks_late=True, ignore_result=True)
def seeks_expire() -> dict[str, int]:
    """Hourly: seeks past their week marked expired, ended ones past 30 days deleted."""
    return asdict(seek_services.seeks_expire(now=timezone.now()))


# The carry-out tasks below are idempotent (a run twice applies or sends nothing twice) and
# nobody waits for their results: the outbox rows are the record.
@shared_task(name=jobs.TIMEOUT_APPLY, acks_late=True, ignore_result=True)
def timeout_apply(action_id: int, now: str) -> int:
    """Carry out one decided timeout (and the follow-up decisions its seat still owes)."""
    return timeouts.timeout_apply(action_id=action_id, now=datetime.fromisoformat(now))


@shared_task(name=jobs.REMINDERS_DELIVER, acks_late=True, ignore_result=True)
def reminders_deliver(reminder_ids: list[int], now: str) -> int:
    """Send a batch of decided single reminders (email, /ws/me/ and Web Push)."""
    return reminders.reminders_deliver(ids=reminder_ids, now=datetime.fromisoformat(now))


@shared_task(name=jobs.DIGEST_DELIVER, acks_late=True, ignore_result=True)
def digest_deliver(user_id: int, send_at: str, now: str) -> bool:
    """Send one user's daily digest for the slot ``send_at``."""
    return reminders.digest_deliver(
        user_id=user_id, send_at=datetime.fromisoformat(send_at), now=datetime.fromisoformat(now)
    )


@shared_task(name=jobs.RATINGS_UPDATE, acks_late=True, ignore_result=True)
def ratings_update(game_type: str) -> int:
    """Apply the finished rated games of ``game_type`` not rated yet (design §10): in rating
    order under the game type's lock, so which worker runs first changes nothing."""
    return rating_services.ratings_update(game_type=game_type).applied


@shared_task(name=jobs.WEBHOOK_DELIVER, acks_late=True, ignore_result=True)
def webhook_deliver(delivery_id: int, now: str) -> bool:
    """POST one due webhook delivery; a refusal is retried by the sweep after a growing delay."""
    return webhook_outbox.webhook_deliver(delivery_id=delivery_id, now=datetime.fromisoformat(now))
