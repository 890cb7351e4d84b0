"""Site-wide sockets: a ping through the channel layer (health checks) and the answer to a
path no socket serves."""

from __future__ import annotations

from typing import Any

from channels.generic.websocket import AsyncJsonWebsocketConsumer, AsyncWebsocketConsumer

#: Refused handshake: no socket at this path (also games/consumers.py's code for a game).
CLOSE_NO_SUCH_SOCKET = 4404


class PingConsumer(AsyncJsonWebsocketConsumer):  # type: ignore[misc]
    """``{"type": "ping"}`` in, ``{"type": "pong"}`` out, via a channel-layer round trip."""

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "ping":
            await self.channel_layer.send(self.channel_name, {"type": "health.pong"})
        else:
            await self.send_json({"type": "error", "message": 'Send {"type": "ping"}.'})

    async def health_pong(self, _event: dict[str, Any]) -> None:
        await self.send_json({"type": "pong"})


class NoSuchSocketConsumer(AsyncWebsocketConsumer):  # type: ignore[misc]
    """Every path no socket serves: the handshake is refused (4404), with no error logged."""

    async def connect(self) -> None:
        await self.close(code=CLOSE_NO_SUCH_SOCKET)
