"""WebSocket origin check that still admits non-browser clients.

Browsers always send ``Origin`` on a WebSocket handshake, so a cross-site page trying to ride
a user's session cookie is refused unless its origin is this site: a host in ALLOWED_HOSTS
and, when the handshake's ``Host`` names one, the same host and port (another service on the
same machine, ``http://localhost:9999``, is another origin). API clients and bots send no
Origin and authenticate by token, so a missing Origin is accepted.

A refused socket is closed with 4403 (games/ws_close.py) before anything behind this check
(the session, a token, a consumer) sees it.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.http.request import split_domain_port, validate_host

from games.ws_close import CloseCode, SocketRefusal

_DEFAULT_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443"}


def _header(scope: dict[str, Any], name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key == name:
            return bytes(value).decode("latin-1")
    return None


def origin_allowed(origin: str | None, host: str | None) -> bool:
    """Is a handshake with this ``Origin`` (and ``Host``) header one from this site?"""
    if origin is None:
        return True
    try:
        parsed = urlsplit(origin)
        origin_port = str(parsed.port or "")
    except ValueError:
        return False
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        return False
    # Written as Django writes hosts (split_domain_port): an IPv6 address in brackets.
    origin_host = f"[{parsed.hostname}]" if ":" in parsed.hostname else parsed.hostname
    if not validate_host(origin_host, list(settings.ALLOWED_HOSTS)):
        return False
    if host is None:  # no Host to compare with (a test client): the host check is all
        return True
    host_name, host_port = split_domain_port(host)
    if host_name != origin_host.lower():
        return False
    # A port named on either side must be the other's (a default port may go unnamed: a
    # proxy in front may pass on "example.org" for "https://example.org").
    if host_port or origin_port:
        default = _DEFAULT_PORTS[parsed.scheme]
        return (host_port or default) == (origin_port or default)
    return True


class BrowserOriginValidator:
    def __init__(self, application: Any) -> None:
        self.application = application

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> Any:
        if scope["type"] == "websocket" and not origin_allowed(
            _header(scope, b"origin"), _header(scope, b"host")
        ):
            return await SocketRefusal(CloseCode.ORIGIN_NOT_ALLOWED)(scope, receive, send)
        return await self.application(scope, receive, send)
