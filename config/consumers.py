"""The site-wide socket: a ping through the channel layer (health checks). A path no socket
serves is closed with 4404 by config/routing.py."""

from __future__ import annotations

from typing import Any

from channels.generic.websocket import AsyncJsonWebsocketConsumer


class PingConsumer(AsyncJsonWebsocketConsumer):
    """``{"type": "ping"}`` in, ``{"type": "pong"}`` out, via a channel-layer round trip."""

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "ping":
            await self.channel_layer.send(self.channel_name, {"type": "health.pong"})
        else:
            await self.send_json({"type": "error", "message": 'Send {"type": "ping"}.'})

    async def health_pong(self, _event: dict[str, Any]) -> None:
        await self.send_json({"type": "pong"})
