"""``/ws/me/``: a challenge's changes reach its other players as ``challenge`` events, which
carry the challenge's id and no game; the game it makes starts with ``game_started``."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from games import challenge_services
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
    events = [m for m in messages if m["type"] == "user.event"]
    # Each is in the user's event log, which a resumed stream replays: its id, then the rest.
    assert all(isinstance(m.pop("event_id", None), str) for m in events), events
    return events


async def test_a_challenge_made_and_accepted_is_told_to_the_other_player() -> None:
    (alice, alice_token), (bob, bob_token) = [await db(make_user)(n) for n in ("alice", "bob")]
    alice_socket, connected = await open_socket("/ws/me/", token=alice_token)
    assert connected
    bob_socket, connected = await open_socket("/ws/me/", token=bob_token)
    assert connected

    challenge = await db(challenge_services.challenge_create)(
        challenger=alice, to=["bob"], game_type="hachi"
    )
    to_bob = await _drain(bob_socket)
    to_alice_before = await _drain(alice_socket)
    await db(challenge_services.challenge_accept)(challenge_id=challenge.pk, user=bob)
    await db(challenge.refresh_from_db)()
    to_alice = await _drain(alice_socket)

    assert to_bob == [{"type": "user.event", "kind": "challenge", "challenge": challenge.pk}]
    assert to_alice_before == []
    assert {"type": "user.event", "kind": "challenge", "challenge": challenge.pk} in to_alice
    assert {"type": "user.event", "kind": "game_started", "game": challenge.game_id} in to_alice
    await alice_socket.disconnect()
    await bob_socket.disconnect()
