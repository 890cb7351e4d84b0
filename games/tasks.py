"""Celery tasks stay thin: they call services."""

from __future__ import annotations

from celery import shared_task

from games.bots import bot_move_once


@shared_task(name="games.tasks.bots_move", acks_late=True)
def bots_move(game_id: int, version: int) -> bool:
    """One pending bot decision at ``version``, through the normal write path."""
    return bot_move_once(game_id=game_id, version=version)
