"""WebSocket routes: health ping, live game state, the user's own events (games/consumers.py).

The ping needs no user, so it stays outside the authentication stack (no session or database
lookup on a health check); everything under it is authenticated by games/ws_auth.py. A path no
socket serves is accepted and closed at once with 4404 (games/ws_close.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from channels.routing import URLRouter
from django.urls import path, re_path

from config.consumers import PingConsumer
from games.consumers import GameConsumer, MeConsumer
from games.ws_auth import WebsocketAuthStack
from games.ws_close import CloseCode, SocketRefusal

if TYPE_CHECKING:
    from channels.routing import _ExtendedURLPattern


def _socket(
    route: str, app: Callable[..., Awaitable[object]], *, regex: bool = False
) -> _ExtendedURLPattern:
    """A route to a socket: Django's path() given an ASGI app, as Channels routes them. The
    stubs disagree here: django-stubs types path()'s view as an HTTP view, types-channels
    wants its own pattern type for the same call."""
    return (re_path if regex else path)(route, app)  # type: ignore[arg-type,return-value]


authenticated_urlpatterns: list[_ExtendedURLPattern | URLRouter] = [
    _socket("games/<int:game_id>/", GameConsumer.as_asgi()),
    _socket("me/", MeConsumer.as_asgi()),
    _socket(r"", SocketRefusal(CloseCode.NOT_FOUND), regex=True),
]

websocket_urlpatterns: list[_ExtendedURLPattern | URLRouter] = [
    _socket("ws/ping/", PingConsumer.as_asgi()),
    _socket(r"^ws/", WebsocketAuthStack(URLRouter(authenticated_urlpatterns)), regex=True),
    _socket(r"", SocketRefusal(CloseCode.NOT_FOUND), regex=True),
]
