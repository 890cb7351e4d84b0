"""WebSocket routes: health ping, live game state, the user's own events (games/consumers.py).

The ping needs no user, so it stays outside the authentication stack (no session or database
lookup on a health check); everything under it is authenticated by api/ws_auth.py. A path no
socket serves is accepted and closed at once with 4404 (config/ws_close.py).
"""

from channels.routing import URLRouter
from django.urls import path, re_path

from api.ws_auth import WebsocketAuthStack
from config.consumers import PingConsumer
from config.ws_close import CloseCode, SocketRefusal
from games.consumers import GameConsumer, MeConsumer

authenticated_urlpatterns = [
    path("games/<int:game_id>/", GameConsumer.as_asgi()),
    path("me/", MeConsumer.as_asgi()),
    re_path(r"", SocketRefusal(CloseCode.NOT_FOUND)),
]

websocket_urlpatterns = [
    path("ws/ping/", PingConsumer.as_asgi()),
    re_path(r"^ws/", WebsocketAuthStack(URLRouter(authenticated_urlpatterns))),
    re_path(r"", SocketRefusal(CloseCode.NOT_FOUND)),
]
