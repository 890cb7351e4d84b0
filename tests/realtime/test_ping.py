"""The WebSocket ping route answers through the real Redis channel layer."""

from __future__ import annotations

import pytest
from channels.testing import WebsocketCommunicator

from config.asgi import application
from games.ws_close import CloseCode
from tests.realtime.live import refused


@pytest.mark.asyncio
async def test_ping_round_trips_through_the_channel_layer() -> None:
    communicator = WebsocketCommunicator(application, "/ws/ping/")
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    await communicator.send_json_to({"type": "ping"})
    assert await communicator.receive_json_from(timeout=5) == {"type": "pong"}
    await communicator.send_json_to({"type": "shout"})
    assert (await communicator.receive_json_from(timeout=5))["type"] == "error"
    await communicator.disconnect()


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("origin", "accepted"),
    [(None, True), (b"http://localhost", True), (b"https://evil.example", False)],
)
async def test_browser_origins_are_checked(origin: bytes | None, accepted: bool) -> None:
    headers = [(b"origin", origin)] if origin else []
    if not accepted:  # a foreign page: closed at once, saying why
        assert await refused("/ws/ping/", headers=headers) == CloseCode.ORIGIN_NOT_ALLOWED
        return
    communicator = WebsocketCommunicator(application, "/ws/ping/", headers=headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    await communicator.send_json_to({"type": "ping"})
    assert await communicator.receive_json_from(timeout=5) == {"type": "pong"}
    await communicator.disconnect()
