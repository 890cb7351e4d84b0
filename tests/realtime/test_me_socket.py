"""``/ws/me/``: content-free user events (invitation, game started/finished, your turn...)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.db import transaction

from games import services
from games.notify import user_event_on_commit
from games.ws_close import CloseCode
from tests.factories import moves_played
from tests.realtime.live import WAIT, make_user, open_socket, refused

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async


async def _drain(socket: WebsocketCommunicator, quiet: float = 0.7) -> list[dict[str, Any]]:
    """Every message until the socket has been quiet for ``quiet`` seconds."""
    messages = []
    deadline = asyncio.get_running_loop().time() + WAIT
    while asyncio.get_running_loop().time() < deadline:
        if await socket.receive_nothing(timeout=quiet):
            break
        messages.append(await socket.receive_json_from(timeout=WAIT))
    return messages


def _events(messages: list[dict[str, Any]]) -> set[tuple[str, int]]:
    return {(m["kind"], m["game"]) for m in messages if m["type"] == "user.event"}


async def test_invitation_start_turn_and_finish_reach_the_right_users() -> None:
    (alice, alice_token), (bob, bob_token) = [await db(make_user)(n) for n in ("alice", "bob")]
    sockets = {}
    for name, token in (("alice", alice_token), ("bob", bob_token)):
        sockets[name], connected = await open_socket("/ws/me/", token=token)
        assert connected
    game = await db(services.game_create)(
        creator=alice, game_type="hachi", seats=2, is_public=False, invite=["bob"]
    )
    assert _events(await _drain(sockets["bob"])) == {("invitation", game.pk)}
    await db(services.seat_join)(game_id=game.pk, user=bob)
    got = {name: await _drain(socket) for name, socket in sockets.items()}
    game = await db(type(game).objects.get)(pk=game.pk)
    first = "alice" if game.to_act == [0] else "bob"
    for name in ("alice", "bob"):
        expected = {("game_started", game.pk)} | (
            {("your_turn", game.pk)} if name == first else set()
        )
        assert _events(got[name]) == expected, name
    game = await db(moves_played)(game, [alice, bob], moves=1, rng=random.Random(1))
    second = "alice" if game.to_act == [0] else "bob"
    if second != first:
        assert ("your_turn", game.pk) in _events(await _drain(sockets[second]))
    await db(services.game_resign)(game_id=game.pk, user=alice)
    for name, socket in sockets.items():
        messages = await _drain(socket)
        assert ("game_finished", game.pk) in _events(messages), name
        # Content-free: the kind and the game id, or a version doorbell, and the event's id in
        # the user's log (docs/streams.md); nothing else.
        for message in got[name] + messages:
            assert message["event_id"]
            fields = set(message) - {"event_id"}
            assert fields in ({"type", "kind", "game"}, {"type", "game", "version"})
    for socket in sockets.values():
        await socket.disconnect()


async def test_deadline_warning_goes_out_after_commit_and_not_after_a_rollback() -> None:
    (alice, token) = await db(make_user)("alice")
    socket, _ = await open_socket("/ws/me/", header_token=token)

    def warn(rollback: bool, game_id: int) -> None:
        try:
            with transaction.atomic():
                user_event_on_commit(user_ids=[alice.pk], kind="deadline_warning", game_id=game_id)
                if rollback:
                    raise RuntimeError("rolled back")
        except RuntimeError:
            pass

    await db(warn)(True, 1)
    await db(warn)(False, 2)
    warning = await socket.receive_json_from(timeout=WAIT)
    assert warning.pop("event_id")
    assert warning == {"type": "user.event", "kind": "deadline_warning", "game": 2}
    assert await socket.receive_nothing(timeout=0.5)
    with pytest.raises(ValueError):
        user_event_on_commit(user_ids=[alice.pk], kind="gossip", game_id=2)
    await socket.disconnect()


async def test_the_user_socket_needs_a_user() -> None:
    assert await refused("/ws/me/") == CloseCode.UNAUTHORIZED
    assert await refused("/ws/me/", token="wrong") == CloseCode.UNAUTHORIZED
