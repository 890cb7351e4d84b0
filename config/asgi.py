"""ASGI entry point: HTTP to Django, WebSockets to Channels consumers."""

from __future__ import annotations

import gc
import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from config.env import EnvError
from config.reason_phrases import reason_phrases_complete

try:
    from config.asgi_handler import asgi_application

    django_asgi_app = asgi_application()
except EnvError as error:
    sys.exit(f"Configuration error: {error}")

from channels.routing import ProtocolTypeRouter, URLRouter
from django.urls import get_resolver

from config.access_log import AccessLogMiddleware
from config.routing import websocket_urlpatterns
from config.ws_security import BrowserOriginValidator

# Load the URLconf now: it imports every view, serializer and DRF itself, which takes the
# better part of a second. Done lazily, the first requests after a (re)start would wait for it.
get_resolver().check()
reason_phrases_complete()

# Every answer and socket logs its own access line, redacted (Daphne's is off: config/web.py).
application = AccessLogMiddleware(
    ProtocolTypeRouter(
        {
            "http": django_asgi_app,
            # Origin first: a foreign page never gets as far as the session or a token lookup
            # (config/routing.py puts authentication in front of the game and user sockets).
            "websocket": BrowserOriginValidator(URLRouter(websocket_urlpatterns)),
        }
    )
)

# What is loaded by now lives as long as the process: after one last collection of the start's
# garbage, keep it out of the collector's full passes, which scanned all of it every second or
# two under load (150-190 ms, every request stalled: README "Performance").
gc.collect()
gc.freeze()
