"""WebSocket authentication: an API token (``?token=`` or ``Authorization: Bearer|Token``) or
the session.

A token wins over a session cookie. A token that is given but unknown or revoked closes the
socket at once with 4401 (games/ws_close.py) instead of quietly downgrading the client to an
anonymous spectator, which a client author would only notice much later. Without a token the
site's session cookie is used; the origin check in front of this middleware
(config/ws_security.py) keeps foreign pages from riding that cookie.
"""

from __future__ import annotations

import asyncio
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


#: How long one check of a credential is trusted. Every push asks again once it has passed, so
#: an ended token or session closes its sockets within it even when the credentials doorbell
#: (accounts/signals.py) was lost; the check is shared by every socket and push of the process
#: that use that credential, so it costs at most one query (two for a session) per interval.
CHECK_TTL_SECONDS = 1.0

#: A credential as a socket holds it: the user's id, and a token's hash or a session's key.
Credential = tuple[int, str, str]


def _clock() -> float:
    return time.monotonic()


class _CheckCache:
    """The process's recent answers to "does this credential still hold?", with the moment
    each check started; checks of one credential under way are shared, unless fresh."""

    MAX_ENTRIES = 10_000

    def __init__(self) -> None:
        self._answers: dict[Credential, tuple[float, bool]] = {}
        self._asking: dict[Credential, tuple[float, asyncio.Future[bool]]] = {}

    async def valid(self, credential: Credential, *, fresh: bool) -> bool:
        now = _clock()
        known = self._answers.get(credential)
        if not fresh and known is not None and now - known[0] < CHECK_TTL_SECONDS:
            return known[1]
        # A doorbell's check (fresh) never joins one that began before the change it announces.
        asking = None if fresh else self._asking.get(credential)
        if asking is None:
            asking = (now, asyncio.ensure_future(_credentials_valid(*credential)))
            if not fresh:
                self._asking[credential] = asking
                asking[1].add_done_callback(lambda _done: self._asking.pop(credential, None))
        started, future = asking  # a joined check answers as of when it began
        valid = await asyncio.shield(future)
        self._remember(credential, started, valid)
        return valid

    def _remember(self, credential: Credential, started: float, valid: bool) -> None:
        known = self._answers.get(credential)
        if known is not None and known[0] > started:
            return  # a later check already answered
        if len(self._answers) >= self.MAX_ENTRIES:
            horizon = started - CHECK_TTL_SECONDS
            self._answers = {k: v for k, v in self._answers.items() if v[0] >= horizon}
        self._answers[credential] = (started, valid)


_checks = _CheckCache()


class SocketCredentials:
    """How a socket signed in (a token, or the session), to be checked again at every push."""

    def __init__(self, scope: Mapping[str, Any]) -> None:
        user = scope.get("user")
        self.user_id: int | None = user.pk if user is not None and user.is_authenticated else None
        self.token_hash: str = scope.get("token_hash", "")
        session = scope.get("session")
        self.session_key: str = (
            "" if self.token_hash or session is None else str(session.session_key or "")
        )

    def ended(self, session_hash: str) -> bool:
        """Is this socket's session the one just ended (by its SHA-256)?"""
        if not session_hash or not self.session_key:
            return False
        own = hashlib.sha256(self.session_key.encode()).hexdigest()
        return secrets.compare_digest(own, session_hash)

    async def still_valid(self, *, fresh: bool = False) -> bool:
        """Whether the credentials still hold: a check at most CHECK_TTL_SECONDS old, or a new
        one (``fresh``: a doorbell said they changed)."""
        if self.user_id is None:  # a spectator's socket: nothing to lose
            return True
        credential = (self.user_id, self.token_hash, self.session_key)
        return await _checks.valid(credential, fresh=fresh)


@database_sync_to_async
def _credentials_valid(user_id: int, key_hash: str, session_key: str) -> bool:
    if key_hash:  # one query: the token, of this user, who is still active
        tokens = ApiToken.objects.filter(user_id=user_id, key_hash=key_hash, user__is_active=True)
        return tokens.exists()
    user = User.objects.filter(pk=user_id, is_active=True).first()
    if user is None:
        return False
    data = import_module(settings.SESSION_ENGINE).SessionStore(session_key).load()
    if str(data.get(SESSION_KEY)) != str(user_id):
        return False
    # A new password changes the hash; the session that changed it was given the new one.
    return secrets.compare_digest(str(data.get(HASH_SESSION_KEY, "")), user.get_session_auth_hash())
