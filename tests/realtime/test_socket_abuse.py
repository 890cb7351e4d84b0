"""Hostile socket clients get clean refusals (a close code saying why), never a server error:
unknown paths, absurd game ids, deeply nested or oversized messages, message floods (a
per-socket allowance), foreign origins on the same host, and the live-update service (Redis)
down at the handshake."""

from __future__ import annotations

import contextlib
import logging

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from games.socket_messages import MESSAGE_BURST
from games.ws_close import CloseCode
from tests.realtime.live import WAIT, next_state, open_socket, refused, table
from tests.realtime.test_redis_down import PrivateRedis, private_layer  # noqa: F401

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]
db = database_sync_to_async


@pytest.mark.parametrize(
    "path", ["/ws/nope/", "/ws/games/abc/", "/nothing/", "/ws/games/99999999999999999999999/"]
)
async def test_paths_no_socket_serves_are_refused_without_an_error(
    path: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR):
        assert await refused(path) == CloseCode.NOT_FOUND
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_nested_oversized_and_garbage_messages_get_an_error_message() -> None:
    game, _users, (token, _bob_token) = await table()
    socket, connected = await open_socket(f"/ws/games/{game.pk}/", token=token)
    assert connected
    await next_state(socket)
    for text in ("[" * 10_000 + "]" * 10_000, '{"type": "hello", "x": "' + "a" * 5000 + '"}', "{"):
        await socket.send_to(text_data=text)
        reply = await socket.receive_json_from(timeout=WAIT)
        assert reply["type"] == "error"
    await socket.send_json_to({"type": "hello", "version": 0})
    assert (await socket.receive_json_from(timeout=WAIT))["type"] == "up_to_date"
    await socket.disconnect()


@pytest.mark.parametrize("path", ["game", "/ws/me/"])
async def test_a_message_flood_closes_the_socket(path: str) -> None:
    game, _users, (token, _bob_token) = await table()
    path = f"/ws/games/{game.pk}/" if path == "game" else path
    socket, connected = await open_socket(path, token=token)
    assert connected
    closed = None
    for _ in range(MESSAGE_BURST * 3):
        await socket.send_json_to({"type": "hello", "version": 0})
    while closed is None:
        output = await socket.receive_output(timeout=WAIT)
        if output["type"] == "websocket.close":
            closed = output["code"]
    assert closed == CloseCode.TOO_MANY_MESSAGES


@pytest.mark.parametrize(
    ("origin", "host", "accepted"),
    [
        (b"http://localhost:8000", b"localhost:8000", True),
        (b"http://localhost:9999", b"localhost:8000", False),
        (b"http://localhost:9999", b"localhost", False),
        (b"https://localhost", b"localhost", True),
        (b"http://127.0.0.1:8000", b"localhost:8000", False),
    ],
)
async def test_the_origin_must_be_this_site_port_and_all(
    origin: bytes, host: bytes, accepted: bool
) -> None:
    headers = [(b"origin", origin), (b"host", host)]
    if not accepted:
        assert await refused("/ws/ping/", headers=headers) == CloseCode.ORIGIN_NOT_ALLOWED
        return
    socket, connected = await open_socket("/ws/ping/", headers=headers)
    assert connected
    await socket.send_json_to({"type": "ping"})
    assert await socket.receive_json_from(timeout=WAIT) == {"type": "pong"}
    await socket.disconnect()


async def test_redis_down_at_the_handshake_refuses_cleanly(
    private_layer: PrivateRedis,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    game, _users, (token, _bob_token) = await table()
    private_layer.stop()
    for path in (f"/ws/games/{game.pk}/?token={token}", f"/ws/me/?token={token}"):
        communicator = WebsocketCommunicator(application, path)
        with caplog.at_level(logging.WARNING):
            connected, _ = await communicator.connect(timeout=WAIT)
            closed = await communicator.receive_output(timeout=WAIT)
        assert connected and closed["type"] == "websocket.close", closed
        assert closed["code"] == CloseCode.TRY_AGAIN_LATER
        with contextlib.suppress(Exception):
            await communicator.disconnect()
    assert "the channel layer is unreachable" in caplog.text
