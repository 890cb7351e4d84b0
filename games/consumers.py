"""Live updates (design §6): ``/ws/games/{id}/`` and ``/ws/me/``.

The channel-layer groups only carry doorbells (``game.changed`` with a version, ``user.event``
with a kind and a game id). On every doorbell a game socket renders ITS OWN user's view with
the same selector as ``GET /api/v1/games/{id}/`` and sends it, so nothing a user may not see
ever goes through Redis or reaches them.

Game socket protocol (query parameters: ``token`` for API clients, ``format=html`` for the
site's htmx pages; JSON is the default):

- server -> client ``{"type": "game.state", "game": <the REST detail for this user>}`` on
  connect and whenever the game changed (``format=html``: the out-of-band fragment
  the game page's ``game`` partial of ``templates/games/game.html``, as a text frame);
- client -> server ``{"type": "hello", "version": n}`` with the last version it saw: a client
  that is behind gets the current state at once, otherwise ``{"type": "up_to_date", ...}``;
- versions never go backwards on one socket: an older state is never sent after a newer one,
  and an unchanged state is not sent twice.

The user socket forwards ``{"type": "user.event", "kind": ..., "game": id}`` (kinds in
``games.socket_messages.USER_EVENT_KINDS``) and the content-free ``{"type": "game.changed", ...}``
doorbells of the user's games; it needs a signed-in user or a token.

The messages and their limits are declared in games/socket_messages.py, the close codes in
games/ws_close.py; api/asyncapi.py publishes both (``/api/v1/asyncapi/``). A socket refused
at the handshake is accepted and closed at once with its code (``refuse``), before any message.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs

from asgiref.typing import WebSocketConnectEvent
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.layers import BaseChannelLayer
from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import CsrfViewMiddleware, get_token
from django.template.loader import render_to_string
from redis.exceptions import RedisError

from accounts.models import Viewer
from games import live, selectors
from games import representations as rep
from games.json_input import json_load
from games.live import Snapshot
from games.notify import credentials_group, game_group, user_group
from games.socket_messages import (
    MAX_MESSAGE_CHARS,
    MESSAGE_BURST,
    MESSAGE_INTERVAL,
    CredentialsDoorbell,
    ErrorMessage,
    GameChangedDoorbell,
    GameStateMessage,
    UpToDateMessage,
    UserEventDoorbell,
)
from games.web.context import game_page_context
from games.ws_auth import SocketCredentials
from games.ws_close import CloseCode

logger = logging.getLogger(__name__)

#: The live-update service (Redis) is unreachable: CloseCode.TRY_AGAIN_LATER.
LAYER_DOWN = (RedisError, OSError)
#: Larger game ids cannot exist (the column is a 64-bit integer): such a path is no game.
MAX_GAME_ID = 2**63 - 1


class _Guarded(AsyncJsonWebsocketConsumer):
    """A socket that ends with the credentials it was opened with (games/ws_auth.py), and
    whose client may send only a few messages (a token bucket: MESSAGE_BURST, refilled one
    per MESSAGE_INTERVAL seconds)."""

    credentials: SocketCredentials | None = None
    _allowance: float = MESSAGE_BURST
    _allowance_at: float = 0.0
    accepted = False
    #: Set once the socket is closing: a doorbell already queued for it is then ignored.
    closing = False

    async def websocket_connect(self, message: WebSocketConnectEvent) -> None:
        try:
            await super().websocket_connect(message)
        except LAYER_DOWN as error:
            logger.warning("socket refused: the channel layer is unreachable (%s)", error)
            await self.refuse(CloseCode.TRY_AGAIN_LATER)

    async def accept(self, subprotocol: str | None = None, headers: Any = None) -> None:
        await super().accept(subprotocol, headers)
        self.accepted = True

    async def refuse(self, code: CloseCode) -> None:
        """Close with ``code``. A socket not yet accepted is accepted first, with nothing sent
        before the close: a refused upgrade would reach the client only as "403"."""
        self.closing = True
        if not self.accepted:
            await self.accept()
        await self.close(code=int(code), reason=code.meaning.reason)

    async def message_allowed(self) -> bool:
        """Spend one message of the allowance; a client over it is closed (4429)."""
        if self.closing:
            return False
        now = time.monotonic()
        if self._allowance_at:
            refill = (now - self._allowance_at) / MESSAGE_INTERVAL
            self._allowance = min(MESSAGE_BURST, self._allowance + refill)
        self._allowance_at = now
        if self._allowance < 1:
            await self.refuse(CloseCode.TOO_MANY_MESSAGES)
            return False
        self._allowance -= 1
        return True

    async def guard_join(self) -> None:
        self.credentials = SocketCredentials(self.scope)
        if self.credentials.user_id is not None:
            group = credentials_group(self.credentials.user_id)
            await _join(self.channel_layer, group, self.channel_name)

    async def guard_leave(self) -> None:
        if self.credentials is not None and self.credentials.user_id is not None:
            group = credentials_group(self.credentials.user_id)
            await self.channel_layer.group_discard(group, self.channel_name)

    async def credentials_changed(self, event: CredentialsDoorbell) -> None:
        assert self.credentials is not None
        if self.closing:
            return
        if self.credentials.ended(
            str(event.get("session") or "")
        ) or not await self.credentials.still_valid(fresh=True):
            await self.refuse(CloseCode.UNAUTHORIZED)

    async def still_allowed(self) -> bool:
        """Before every push: the credentials still hold (a check at most a second old, shared
        in the process: api/ws_auth.py), so a lost doorbell costs at most that second; never
        once the socket is closing."""
        if self.closing:
            return False
        if self.credentials is None or await self.credentials.still_valid():
            return True
        await self.refuse(CloseCode.UNAUTHORIZED)
        return False


def _scope_user(scope: Mapping[str, Any]) -> Viewer:
    """The socket's user: a token's User, or the session's (Channels' lazy stand-in for a User
    or Django's AnonymousUser); anonymous when no authentication ran."""
    user: Viewer | None = scope.get("user")
    return user if user is not None else AnonymousUser()


def _query(scope: Mapping[str, Any]) -> dict[str, str]:
    raw: bytes = scope.get("query_string", b"")
    parsed = parse_qs(raw.decode("latin-1"))
    return {key: values[0] for key, values in parsed.items()}


def _csrf_token(cookies: dict[str, str]) -> str:
    """A CSRF token for the socket's browser, from its CSRF cookie (as a page view makes)."""
    request = HttpRequest()
    request.COOKIES = cookies
    CsrfViewMiddleware(lambda _request: HttpResponse()).process_request(request)
    return str(get_token(request))


def game_fragment_html(
    snapshot: Snapshot, payload: rep.Game, user: Viewer, cookies: dict[str, str]
) -> str:
    """The game page's ``game`` partial as an htmx out-of-band swap: the same rendering as
    the page itself (forms included, with the browser's CSRF token), so a pushed update
    equals a reload. Drawn from ``user``'s ``payload`` and the snapshot's decoded state."""
    page = game_page_context(
        game=snapshot.game,
        seats=snapshot.seats,
        user=user,
        payload=payload,
        state=snapshot.state,
    )
    context = {**page, "oob": True, "csrf_token": _csrf_token(cookies)}
    return render_to_string("games/game.html#game", context)


def live_fragment(version: int) -> str:
    """The page's live indicator, sent once a socket is in step with the page."""
    return (
        f'<span id="live" class="live" data-state="open" data-synced="{int(version)}" '
        'hx-swap-oob="true" aria-hidden="true"></span>'
    )


async def _join(layer: BaseChannelLayer, group: str, channel: str) -> None:
    try:
        await layer.group_add(group, channel)
    except Exception:
        # Right after a Redis restart a pooled connection fails once and is replaced.
        await layer.group_add(group, channel)


@database_sync_to_async
def _current(
    game_id: int, user: Viewer, cookies: dict[str, str] | None, shown_digest: str = ""
) -> tuple[rep.Game, str | None] | None:
    """The REST detail of the game for ``user`` (and the page fragment for a site socket,
    which passes its ``cookies``, unless the page already shows that state: ``shown_digest``),
    or None when the game is (now) hidden from them. One payload, one decode of the state."""
    found = live.snapshot_for_user(game_id, user)
    if found is None:
        return None
    snapshot, payload = found
    fragment = None
    if cookies is not None and selectors.payload_digest(payload) != shown_digest:
        fragment = game_fragment_html(snapshot, payload, user, cookies)
    return payload, fragment


@database_sync_to_async
def _fragment(snapshot: Snapshot, payload: rep.Game, user: Viewer, cookies: dict[str, str]) -> str:
    return game_fragment_html(snapshot, payload, user, cookies)


def _client_message(text_data: str | None, bytes_data: bytes | None) -> Any:
    """The client's JSON message, or None when it is too long, not JSON, or nested deeper
    than any message of this protocol."""
    raw = text_data if text_data is not None else (bytes_data or b"").decode("utf-8", "replace")
    if len(raw) > MAX_MESSAGE_CHARS:
        return None
    try:
        return json_load(raw)
    except ValueError:
        return None


class GameConsumer(_Guarded):
    async def connect(self) -> None:
        self.game_id = int(self.scope["url_route"]["kwargs"]["game_id"])
        if self.game_id > MAX_GAME_ID:
            await self.refuse(CloseCode.NOT_FOUND)
            return
        self.user = _scope_user(self.scope)
        self.html = _query(self.scope).get("format") == "html"
        self.cookies = dict(self.scope.get("cookies") or {}) if self.html else None
        self.sent_version = -1
        # The page says which state it shows: the same state is not pushed to it again.
        self.sent_digest = _query(self.scope).get("digest", "") if self.html else ""
        self.group = game_group(self.game_id)
        # Join the group before reading, so a move committed in between still rings here.
        await _join(self.channel_layer, self.group, self.channel_name)
        current = await _current(self.game_id, self.user, self.cookies, self.sent_digest)
        if current is None:
            await self.channel_layer.group_discard(self.group, self.channel_name)
            await self.refuse(CloseCode.NOT_FOUND)
            return
        await self.guard_join()
        await self.accept()
        await self._send_state(*current)
        if self.html:
            # After the state (if it was needed): the page now knows it is up to date.
            await self.send(text_data=live_fragment(current[0]["version"]))

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)
        await self.guard_leave()

    async def game_changed(self, event: GameChangedDoorbell) -> None:
        # Same version can still mean news (a join, a resignation); older is always stale.
        if int(event.get("version", 0)) < self.sent_version:
            return
        if not await self.still_allowed():
            return
        ring = event.get("ring")
        snapshot = await live.snapshot_shared(self.game_id, ring) if isinstance(ring, str) else None
        payload = snapshot.payload_for(self.user) if snapshot is not None else None
        if snapshot is None or payload is None:
            await self._refresh()
            return
        fragment = None
        if self.cookies is not None and selectors.payload_digest(payload) != self.sent_digest:
            # The page's own drawing, from the shared read: this socket's user and cookies.
            fragment = await _fragment(snapshot, payload, self.user, self.cookies)
        await self._send_state(payload, fragment)

    async def receive(
        self, text_data: str | None = None, bytes_data: bytes | None = None, **kwargs: Any
    ) -> None:
        if not await self.message_allowed():
            return
        content = _client_message(text_data, bytes_data)
        if not isinstance(content, dict) or content.get("type") != "hello":
            await self._error('Send {"type": "hello", "version": <last version seen>}.')
            return
        version = content.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            await self._error("'version' must be a whole number.")
            return
        await self._refresh(client_version=version)

    async def _refresh(self, client_version: int | None = None) -> None:
        # A client telling its version may have missed a state: render it whatever was sent.
        shown = self.sent_digest if client_version is None else ""
        current = await _current(self.game_id, self.user, self.cookies, shown)
        if current is None:  # the user lost access (e.g. left a private game)
            await self.refuse(CloseCode.NOT_FOUND)
            return
        payload, fragment = current
        if client_version is not None and payload["version"] > client_version:
            await self._send_state(payload, fragment, force=True)
        elif (
            not await self._send_state(payload, fragment)
            and client_version is not None
            and not self.html
        ):
            up_to_date: UpToDateMessage = {"type": "up_to_date", "version": payload["version"]}
            await self.send_json(up_to_date)

    async def _send_state(
        self, payload: rep.Game, fragment: str | None, force: bool = False
    ) -> bool:
        version = payload["version"]
        digest = selectors.payload_digest(payload)
        if version < self.sent_version:
            return False
        if digest == self.sent_digest and not force:
            return False
        self.sent_version, self.sent_digest = version, digest
        if self.html:
            if fragment is not None:
                await self.send(text_data=fragment)
        else:
            state: GameStateMessage = {"type": "game.state", "game": payload}
            await self.send_json(state)
        return True

    async def _error(self, message: str) -> None:
        if not self.html:
            error: ErrorMessage = {"type": "error", "message": message}
            await self.send_json(error)


class MeConsumer(_Guarded):
    async def connect(self) -> None:
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.refuse(CloseCode.UNAUTHORIZED)
            return
        self.group = user_group(user.pk)
        await _join(self.channel_layer, self.group, self.channel_name)
        await self.guard_join()
        await self.accept()

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)
        await self.guard_leave()

    async def receive(
        self, text_data: str | None = None, bytes_data: bytes | None = None, **kwargs: Any
    ) -> None:
        # Nothing to read: whatever came is answered the same, unparsed.
        if await self.message_allowed():
            error: ErrorMessage = {"type": "error", "message": "This socket only sends events."}
            await self.send_json(error)

    async def user_event(self, event: UserEventDoorbell) -> None:
        await self._forward(event)

    async def game_changed(self, event: GameChangedDoorbell) -> None:
        await self._forward(event)

    async def _forward(self, event: UserEventDoorbell | GameChangedDoorbell) -> None:
        # The same message as /api/v1/me/stream/ sends (games/live.py), event_id included.
        if not await self.still_allowed():
            return
        message = live.me_message(event)
        if message is not None:
            await self.send_json(message)
