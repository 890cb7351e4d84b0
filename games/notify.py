"""After-commit side effects: the content-free doorbell and the bot task (design §4 step 5).

Nothing here carries game state. If Redis is down the move still stands; the failure is logged
and clients catch up on their next fetch or reconnect.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

logger = logging.getLogger(__name__)


def game_group(game_id: int) -> str:
    return f"game.{game_id}"


def user_group(user_id: int) -> str:
    return f"user.{user_id}"


async def _send_all(groups: list[str], message: dict[str, Any]) -> None:
    layer = get_channel_layer()
    for group in groups:
        await layer.group_send(group, message)


def _ring(game_id: int, version: int, user_ids: Iterable[int]) -> None:
    message = {"type": "game.changed", "game": game_id, "version": version}
    groups = [game_group(game_id), *(user_group(u) for u in user_ids)]
    try:
        async_to_sync(_send_all)(groups, message)
    except Exception:
        logger.warning(
            "live push failed; clients will catch up",
            extra={"game": game_id, "version": version},
            exc_info=True,
        )


def _enqueue_bots(game_id: int, version: int) -> None:
    from games.tasks import bots_move

    try:
        bots_move.delay(game_id, version)
    except Exception:
        logger.error(
            "could not enqueue the bot task",
            extra={"game": game_id, "version": version},
            exc_info=True,
        )


def game_changed_on_commit(
    *, game_id: int, version: int, user_ids: Iterable[int], bots_to_act: bool
) -> None:
    users = tuple(user_ids)
    transaction.on_commit(lambda: _ring(game_id, version, users))
    if bots_to_act:
        transaction.on_commit(lambda: _enqueue_bots(game_id, version))
