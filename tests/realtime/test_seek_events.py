"""A table started from the quick-pairing queue tells each of its players ``game_started`` on
``/ws/me/`` (docs/seeks.md), after the commit, and nothing while they only wait."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from games import seek_services
from tests.realtime.live import WAIT, make_user, open_socket

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async


async def _drain(socket: WebsocketCommunicator, quiet: float = 0.7) -> list[dict[str, Any]]:
    messages = []
    deadline = asyncio.get_running_loop().time() + WAIT
    while asyncio.get_running_loop().time() < deadline:
        if await socket.receive_nothing(timeout=quiet):
            break
        messages.append(await socket.receive_json_from(timeout=WAIT))
    return messages


async def test_each_player_of_a_full_table_hears_game_started() -> None:
    players = [await db(make_user)(name) for name in ("alice", "bob", "carol")]
    sockets = []
    for _user, token in players:
        socket, connected = await open_socket("/ws/me/", token=token)
        assert connected
        sockets.append(socket)
    for user, _token in players[:2]:
        outcome = await db(seek_services.seek_create)(user=user, game_type="hachi-hachi", seats=3)
        assert outcome.game is None
    assert [await _drain(s) for s in sockets] == [[], [], []]  # waiting is not an event
    last = await db(seek_services.seek_create)(user=players[2][0], game_type="hachi-hachi", seats=3)
    assert last.game is not None
    for socket in sockets:
        events = [m for m in await _drain(socket) if m["type"] == "user.event"]
        # Each is in the user's event log (a resumed stream replays it): its id, then the rest.
        assert all(isinstance(m.pop("event_id", None), str) for m in events), events
        assert {"type": "user.event", "kind": "game_started", "game": last.game.pk} in events
        await socket.disconnect()
