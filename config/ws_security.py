"""WebSocket origin check that still admits non-browser clients.

Browsers always send ``Origin`` on a WebSocket handshake, so a cross-site page trying to ride
a user's session cookie is refused unless its origin is one of ALLOWED_HOSTS. API clients and
bots send no Origin and authenticate by token, so a missing Origin is accepted.
"""

from __future__ import annotations

from typing import Any

from channels.security.websocket import OriginValidator
from django.conf import settings


class BrowserOriginValidator(OriginValidator):  # type: ignore[misc]
    def __init__(self, application: Any) -> None:
        super().__init__(application, list(settings.ALLOWED_HOSTS))

    def valid_origin(self, parsed_origin: Any) -> bool:
        if parsed_origin is None:
            return True
        return bool(super().valid_origin(parsed_origin))
