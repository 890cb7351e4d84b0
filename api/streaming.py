"""Event streams over plain HTTP: NDJSON, one JSON object per line (docs/streams.md).

- ``GET /api/v1/me/stream/``: what ``/ws/me/`` sends (``user.event``, ``game.changed``), each
  with its ``event_id``; ``?since=<event id>`` first sends what came after it, from the user's
  event log (games/event_log.py), or a ``resync`` line when that is older than the log keeps;
- ``GET /api/v1/games/{id}/stream/``: ``game.state`` lines, exactly ``GET /api/v1/games/{id}/``
  for the caller, the current one first (``?since=<version>``: only if newer);
- a ``keepalive`` line when nothing else went out for ``STREAM_KEEPALIVE_SECONDS``, and an
  ``end`` line with a ``code`` when the server ends the stream.

The view (api/views/streams.py) authenticates, counts the request against the limits and
answers a 404 or a 429 like any other; the body is an async iterator that Daphne's event loop
drives. It holds no thread: it gives the request's thread (and its database connection) back
as it starts, and its reads run where the sockets' do (games/live.py). Each stream listens on a
channel of its own (``channel_layer.new_channel()``) in the same groups as the sockets, so the
same doorbells reach it, and it builds its lines with the sockets' own functions
(``games.live``). Its credentials are checked as a socket's (games/ws_auth.py): the
credentials doorbell, and before every line at most a second old.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any

from asgiref.sync import SyncToAsync, sync_to_async
from django.conf import settings
from django.db import connections
from redis import Redis
from redis.exceptions import RedisError

from accounts.models import User
from games import live, selectors
from games.channel_groups import channel_layer
from games.event_log import (
    EventsAfter,
    event_id_valid,
    event_log_after,
    event_log_position,
    redis_async,
)
from games.models import GameStatus
from games.notify import credentials_group, game_group, user_group
from games.socket_messages import (
    GameStateMessage,
    GameStreamKeepalive,
    StreamEnd,
    StreamKeepalive,
    StreamResync,
)
from games.ws_auth import SocketCredentials

logger = logging.getLogger(__name__)

CONTENT_TYPE = "application/x-ndjson"
#: Failures of the live-update service (Redis): the stream ends with ``try_again_later``.
LAYER_DOWN = (RedisError, OSError, asyncio.TimeoutError)
#: Group memberships of the channel layer expire (a day by default): joined again this often.
REJOIN_SECONDS = 3600.0
END_WORDS = {
    "unauthorized": "Your credentials ended (token revoked or replaced, signed out, new "
    "password, account deactivated): sign in again.",
    "not_found": "This game is no longer yours to see.",
    "game_over": "The game is over: the line before was its last state.",
    "try_again_later": "The live-update service failed: reconnect after a growing delay, "
    "with since.",
    "too_many_streams": "You have the most event streams open at once already: close one.",
}
RESYNC_WORDS = (
    "Events after your since may have been dropped already (the log keeps {count} events of "
    "the last {hours:g} hours): fetch /api/v1/me/turns/, /api/v1/me/invitations/ and your "
    "games afresh. The stream goes on from now."
)
FINAL = (GameStatus.FINISHED, GameStatus.CANCELLED)


def line(message: Mapping[str, Any]) -> bytes:
    return json.dumps(message, separators=(",", ":")).encode() + b"\n"


def end_line(code: str) -> bytes:
    end: StreamEnd = {"type": "end", "code": code, "message": END_WORDS[code]}
    return line(end)


# ----- the cap on open streams per account ---------------------------------------------------

#: One slot per open stream, its score the moment it lapses unless renewed (a process that died
#: with streams open frees them this long after). Atomic: count, then take one if below the cap.
_TAKE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) and
   not redis.call('ZSCORE', KEYS[1], ARGV[4]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""

_sync_client: Redis | None = None


def _slots_key(user_id: int) -> str:
    return f"{settings.REDIS_KEY_PREFIX}:streams:{user_id}"


def _slot_lease() -> float:
    return max(3 * settings.STREAM_KEEPALIVE_SECONDS, 60.0)


def streams_open(user_id: int) -> int:
    """How many streams the account holds open now (every process); 0 with Redis down (the
    stream itself then ends at once with ``try_again_later``)."""
    global _sync_client
    if _sync_client is None:
        _sync_client = Redis.from_url(
            settings.REDIS_URL, socket_connect_timeout=1.0, socket_timeout=2.0
        )
    key = _slots_key(user_id)
    try:
        pipe = _sync_client.pipeline(transaction=False)
        pipe.zremrangebyscore(key, "-inf", time.time())
        pipe.zcard(key)
        return int(pipe.execute()[1])
    except RedisError as error:
        logger.warning("open streams not counted: Redis is unreachable (%s)", error)
        return 0


async def _slot_take(user_id: int, member: str) -> bool:
    """Take (or renew) this stream's slot; False when the account is at its cap."""
    now = time.time()
    lease = _slot_lease()
    taken = await redis_async().eval(
        _TAKE,
        1,
        _slots_key(user_id),
        str(now),
        str(settings.STREAMS_PER_USER),
        str(now + lease),
        member,
        str(int(lease) + 1),
    )
    return bool(taken)


async def _slot_free(user_id: int, member: str) -> None:
    with contextlib.suppress(*LAYER_DOWN):
        await redis_async().zrem(_slots_key(user_id), member)


# ----- one stream -------------------------------------------------------------------------------


async def _leave_request_thread() -> None:
    """Give back what the request's synchronous part held: its database connection (closed in
    the thread that opened it) and the thread itself (Django keeps one per request until the
    response is done; an idle one per open stream is what this feature must not cost). From
    here on the stream's synchronous work (its reads, its credential checks) runs where the
    sockets' does: asgiref's one thread for work outside any request."""
    await sync_to_async(connections.close_all)()
    context = SyncToAsync.thread_sensitive_context.get(None)
    executor = SyncToAsync.context_to_thread_executor.pop(context, None) if context else None
    if executor is not None:
        executor.shutdown(wait=False)
    if context is not None:
        # Django resets it when the request ends (ThreadSensitiveContext.__aexit__).
        SyncToAsync.thread_sensitive_context.set(None)  # type: ignore[arg-type]


class _Failed:
    """Put on the queue when the channel layer failed under the stream."""


_FAILED = _Failed()


class Stream:
    """A listener on the channel layer for one HTTP stream: its own channel in ``groups`` and
    the user's credentials group, the doorbells it hears queued for the line builder, the
    keep-alive clock, and the account's stream slot."""

    def __init__(self, user: User, credentials: SocketCredentials) -> None:
        self.user, self.credentials = user, credentials
        self.layer = channel_layer()
        self.channel = ""
        self.groups: list[str] = []
        self.queue: asyncio.Queue[dict[str, Any] | _Failed] = asyncio.Queue()
        self.pump: asyncio.Task[None] | None = None
        self.last_line = time.monotonic()
        self.joined_at = 0.0
        self.renewed_at = 0.0
        self.slot = False

    async def open(self, groups: list[str]) -> str | None:
        """Start listening; an ``end`` code when the stream cannot start."""
        await _leave_request_thread()
        self.channel = await self.layer.new_channel()
        if not await _slot_take(self.user.pk, self.channel):
            return "too_many_streams"
        self.slot = True
        self.renewed_at = time.monotonic()
        self.groups = [*groups, credentials_group(self.user.pk)]
        await self._join()
        self.pump = asyncio.ensure_future(self._pump())
        return None

    async def _join(self) -> None:
        for group in self.groups:
            await self.layer.group_add(group, self.channel)
        self.joined_at = time.monotonic()

    async def _pump(self) -> None:
        # One receive at a time, never cancelled mid-way but at the end: a doorbell taken from
        # the layer is always queued.
        try:
            while True:
                self.queue.put_nowait(await self.layer.receive(self.channel))
        except asyncio.CancelledError:
            raise
        except Exception as error:
            logger.warning("event stream lost the channel layer: %s", error)
            self.queue.put_nowait(_FAILED)

    async def close(self) -> None:
        if self.pump is not None:
            self.pump.cancel()
            with contextlib.suppress(asyncio.CancelledError, *LAYER_DOWN):
                await self.pump
        for group in self.groups:
            with contextlib.suppress(*LAYER_DOWN):
                await self.layer.group_discard(group, self.channel)
        if self.slot:
            await _slot_free(self.user.pk, self.channel)

    def sent(self) -> None:
        self.last_line = time.monotonic()

    async def next(self) -> dict[str, Any] | None:
        """The next doorbell, or None when a keep-alive line is due. Raises ``ConnectionError``
        when the channel layer failed."""
        wait = settings.STREAM_KEEPALIVE_SECONDS - (time.monotonic() - self.last_line)
        try:
            item = await asyncio.wait_for(self.queue.get(), max(wait, 0.0))
        except TimeoutError:
            await self._keep()
            return None
        if isinstance(item, _Failed):
            raise ConnectionError("the channel layer failed")
        if time.monotonic() - self.renewed_at > _slot_lease() / 3:  # a busy stream, too
            await self._keep()
        return item

    async def _keep(self) -> None:
        """At each keep-alive: renew the slot, and the group memberships once in a while."""
        await _slot_take(self.user.pk, self.channel)
        self.renewed_at = time.monotonic()
        if time.monotonic() - self.joined_at > REJOIN_SECONDS:
            await self._join()

    async def allowed(self, doorbell: Mapping[str, Any] | None = None) -> bool:
        """Do the credentials still hold? Checked afresh on their doorbell (as a socket)."""
        if doorbell is not None and doorbell.get("type") == "credentials.changed":
            if self.credentials.ended(str(doorbell.get("session") or "")):
                return False
            return await self.credentials.still_valid(fresh=True)
        return await self.credentials.still_valid()


async def _run(
    stream: Stream, groups: list[str], body: AsyncIterator[bytes]
) -> AsyncIterator[bytes]:
    """Open ``stream``, pass ``body``'s lines on, and end with a line saying why if the
    live-update service fails; always close the stream (the client left, or the body ended)."""
    try:
        try:
            refused = await stream.open(groups)
            if refused is not None:
                yield end_line(refused)
                return
            async for chunk in body:
                yield chunk
                stream.sent()
        except (*LAYER_DOWN, ConnectionError) as error:
            logger.warning("event stream ended: the live-update service failed (%s)", error)
            yield end_line("try_again_later")
    finally:
        await stream.close()


# ----- /api/v1/me/stream/ -----------------------------------------------------------------


def me_stream(
    user: User, credentials: SocketCredentials, since: str | None
) -> AsyncIterator[bytes]:
    stream = Stream(user, credentials)
    return _run(stream, [user_group(user.pk)], _me_lines(stream, since))


def _keepalive(position: str) -> bytes:
    keep: StreamKeepalive = {"type": "keepalive", "since": position}
    return line(keep)


def _resync(position: str) -> bytes:
    words = RESYNC_WORDS.format(
        count=settings.USER_EVENTS_KEPT, hours=settings.USER_EVENTS_KEPT_SECONDS / 3600
    )
    resync: StreamResync = {"type": "resync", "message": words, "since": position}
    return line(resync)


def _before(a: str, b: str) -> bool:
    ms_a, _, seq_a = a.partition("-")
    ms_b, _, seq_b = b.partition("-")
    return (int(ms_a), int(seq_a)) < (int(ms_b), int(seq_b))


def _log_lines(after: EventsAfter) -> Iterator[bytes]:
    """The lines of what the log holds after a position: a ``resync`` first when it may have
    dropped some already, then each event as the socket would have sent it."""
    if not after.complete:
        yield _resync(after.position)
    for logged_id, logged in after.entries:
        message = live.me_message({**logged, "event_id": logged_id})
        if message is not None:
            yield line(message)


async def _me_lines(stream: Stream, since: str | None) -> AsyncIterator[bytes]:
    user_id = stream.user.pk
    # Joined before reading the log: an event written meanwhile is in the read or rings after.
    if since is None:
        position = await event_log_position(user_id)
    else:
        after = await event_log_after(user_id, since)
        for replayed in _log_lines(after):
            yield replayed
        position = after.position
    yield _keepalive(position)
    while True:
        doorbell = await stream.next()
        if not await stream.allowed(doorbell):
            yield end_line("unauthorized")
            return
        if doorbell is None:
            yield _keepalive(position)
            continue
        message = live.me_message(doorbell)
        if message is None:
            continue
        heard_id = message.get("event_id")
        if not heard_id:  # not in the log (it could not be written): pass it on as heard
            yield line(message)
            continue
        if not _before(position, str(heard_id)):
            continue  # sent already, from the log
        after = await event_log_after(user_id, position)
        for replayed in _log_lines(after):
            yield replayed
        position = after.position


# ----- /api/v1/games/{id}/stream/ ---------------------------------------------------------


def game_stream(
    user: User | Any, credentials: SocketCredentials, game_id: int, since: int | None
) -> AsyncIterator[bytes]:
    stream = Stream(user, credentials)
    return _run(stream, [game_group(game_id)], _game_lines(stream, game_id, since))


def _state(payload: Any) -> bytes:
    state: GameStateMessage = {"type": "game.state", "game": payload}
    return line(state)


def _game_keepalive(version: int) -> bytes:
    keep: GameStreamKeepalive = {"type": "keepalive", "version": version}
    return line(keep)


async def _game_lines(stream: Stream, game_id: int, since: int | None) -> AsyncIterator[bytes]:
    user = stream.user
    # Joined before this read: a move committed meanwhile rings after it.
    payload = await live.payload_current(game_id, user)
    if payload is None:
        yield end_line("not_found")
        return
    sent_version = payload["version"]
    sent_digest = ""
    if since is None or payload["version"] > since:
        yield _state(payload)
        sent_digest = selectors.payload_digest(payload)
    else:
        yield _game_keepalive(max(since, sent_version))
    if payload["status"] in FINAL:
        yield end_line("game_over")
        return
    while True:
        doorbell = await stream.next()
        if not await stream.allowed(doorbell):
            yield end_line("unauthorized")
            return
        if doorbell is None:
            yield _game_keepalive(sent_version)
            continue
        if doorbell.get("type") != "game.changed":
            continue
        # Same version can still mean news (a join, a resignation); older is always stale.
        if int(doorbell.get("version", 0)) < sent_version:
            continue
        ring = doorbell.get("ring")
        snapshot = await live.snapshot_shared(game_id, ring) if isinstance(ring, str) else None
        found = snapshot.payload_for(user) if snapshot is not None else None
        if found is None:
            found = await live.payload_current(game_id, user)
        if found is None:
            yield end_line("not_found")
            return
        digest = selectors.payload_digest(found)
        if found["version"] < sent_version or digest == sent_digest:
            continue
        sent_version, sent_digest = found["version"], digest
        yield _state(found)
        if found["status"] in FINAL:
            yield end_line("game_over")
            return


def since_event_id(raw: str | None) -> str | None:
    """``since`` of the user stream: an event id, or None. Raises ValueError if malformed."""
    if raw is None or raw == "":
        return None
    if not event_id_valid(raw):
        raise ValueError(raw)
    return raw
