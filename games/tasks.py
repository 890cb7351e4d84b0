"""Celery tasks stay thin: they call services."""

from __future__ import annotations

from celery import shared_task

from games.bots import bot_move_once
from games.timeouts import deadlines_sweep


@shared_task(name="games.tasks.bots_move", acks_late=True)
def bots_move(game_id: int, version: int) -> bool:
    """One pending bot decision at ``version``, through the normal write path."""
    return bot_move_once(game_id=game_id, version=version)


# expires: a sweep that waited in the queue past the next one is pointless; every pass is
# idempotent, so a redelivered or doubled one is harmless.
@shared_task(name="games.tasks.sweep_deadlines", acks_late=True, expires=55)
def sweep_deadlines() -> dict[str, int]:
    """The minute sweep of reminders and timeouts (beat schedule in config/celery.py)."""
    return deadlines_sweep()
