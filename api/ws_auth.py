"""WebSocket authentication: an API token (``?token=`` or ``Authorization: Token``) or the session.

A token wins over a session cookie. A token that is given but unknown or revoked refuses the
handshake instead of quietly downgrading the client to an anonymous spectator, which a client
author would only notice much later. Without a token the site's session cookie is used; the
origin check in front of this middleware (config/ws_security.py) keeps foreign pages from
riding that cookie.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

from channels.auth import AuthMiddlewareStack
from channels.db import database_sync_to_async
from channels.security.websocket import WebsocketDenier

from api.authentication import user_for_token


def token_from_scope(scope: dict[str, Any]) -> str | None:
    """The token of the handshake, if any: the query string first, then the header."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    if query.get("token"):
        return query["token"][0]
    for name, value in scope.get("headers", []):
        if name == b"authorization":
            keyword, _, key = value.decode("latin-1").partition(" ")
            if keyword == "Token" and key.strip():
                return key.strip()
    return None


@database_sync_to_async
def _user_for(key: str) -> Any | None:
    found = user_for_token(key)
    return found[0] if found else None


class TokenAuthMiddleware:
    """Sets ``scope["user"]`` from a token; otherwise leaves the session user in place."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> Any:
        key = token_from_scope(scope) if scope["type"] == "websocket" else None
        if key is None:
            return await self.inner(scope, receive, send)
        user = await _user_for(key)
        if user is None:
            return await WebsocketDenier()(scope, receive, send)
        return await self.inner({**scope, "user": user, "auth": "token"}, receive, send)


def WebsocketAuthStack(inner: Any) -> Any:  # named like Channels' AuthMiddlewareStack
    """Session (cookie) authentication, overridden by a token when one is given."""
    return AuthMiddlewareStack(TokenAuthMiddleware(inner))
