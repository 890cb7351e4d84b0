"""WebSocket authentication: an API token (``?token=`` or ``Authorization: Bearer|Token``) or
the session.

A token wins over a session cookie. A token that is given but unknown or revoked closes the
socket at once with 4401 (games/ws_close.py) instead of quietly downgrading the client to an
anonymous spectator, which a client author would only notice much later. Without a token the
site's session cookie is used; the origin check in front of this middleware
(config/ws_security.py) keeps foreign pages from riding that cookie.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Iterable, Mapping
from importlib import import_module
from typing import Any
from urllib.parse import parse_qs

from channels.auth import AuthMiddlewareStack
from channels.db import database_sync_to_async
from django.conf import settings
from django.contrib.auth import HASH_SESSION_KEY, SESSION_KEY

from accounts.models import ApiToken, User
from accounts.selectors import SCHEMES, user_for_token
from accounts.services import token_hash
from games.ws_close import CloseCode, SocketRefusal


def token_from_scope(scope: Mapping[str, Any]) -> str | None:
    """The token of the handshake, if any: the query string first, then the header."""
    raw: bytes = scope.get("query_string", b"")
    query = parse_qs(raw.decode("latin-1"))
    if query.get("token"):
        return query["token"][0]
    headers: Iterable[tuple[bytes, bytes]] = scope.get("headers", [])
    for name, value in headers:
        if name == b"authorization":
            keyword, _, key = value.decode("latin-1").partition(" ")
            if keyword.lower() in SCHEMES and key.strip():
                return key.strip()
    return None


@database_sync_to_async
def _user_for(key: str) -> User | None:
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
            return await SocketRefusal(CloseCode.UNAUTHORIZED)(scope, receive, send)
        scope = {**scope, "user": user, "auth": "token", "token_hash": token_hash(key)}
        return await self.inner(scope, receive, send)


def WebsocketAuthStack(inner: Any) -> Any:  # named like Channels' AuthMiddlewareStack
    """Session (cookie) authentication, overridden by a token when one is given."""
    return AuthMiddlewareStack(TokenAuthMiddleware(inner))


#: How long a socket goes on trusting the check of its credentials without a doorbell: the
#: doorbell closes it at once; this bounds the damage if that doorbell was lost (Redis down).
RECHECK_SECONDS = 60.0


class SocketCredentials:
    """How a socket signed in (a token, or the session), to be checked again later."""

    def __init__(self, scope: Mapping[str, Any]) -> None:
        user = scope.get("user")
        self.user_id: int | None = user.pk if user is not None and user.is_authenticated else None
        self.token_hash: str = scope.get("token_hash", "")
        session = scope.get("session")
        self.session_key: str = (
            "" if self.token_hash or session is None else str(session.session_key or "")
        )
        self.checked_at = time.monotonic()

    def ended(self, session_hash: str) -> bool:
        """Is this socket's session the one just ended (by its SHA-256)?"""
        if not session_hash or not self.session_key:
            return False
        own = hashlib.sha256(self.session_key.encode()).hexdigest()
        return secrets.compare_digest(own, session_hash)

    def due(self) -> bool:
        return self.user_id is not None and time.monotonic() - self.checked_at > RECHECK_SECONDS

    async def still_valid(self) -> bool:
        if self.user_id is None:  # a spectator's socket: nothing to lose
            return True
        valid = await _credentials_valid(self.user_id, self.token_hash, self.session_key)
        self.checked_at = time.monotonic()
        return valid


@database_sync_to_async
def _credentials_valid(user_id: int, key_hash: str, session_key: str) -> bool:
    user = User.objects.filter(pk=user_id, is_active=True).first()
    if user is None:
        return False
    if key_hash:
        return ApiToken.objects.filter(user=user, key_hash=key_hash).exists()
    data = import_module(settings.SESSION_ENGINE).SessionStore(session_key).load()
    if str(data.get(SESSION_KEY)) != str(user_id):
        return False
    # A new password changes the hash; the session that changed it was given the new one.
    return secrets.compare_digest(str(data.get(HASH_SESSION_KEY, "")), user.get_session_auth_hash())
