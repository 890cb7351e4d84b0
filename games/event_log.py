"""Each account's recent ``/ws/me/`` messages, kept in Redis so a dropped event stream loses
nothing (``GET /api/v1/me/stream/?since=<event id>``, api/streaming.py, docs/streams.md).

games/notify.py appends every doorbell it sends to a user's group (``user.event`` and the
``game.changed`` of their games) to that user's Redis stream before ringing, and rings with
the entry's id (``event_id``), so a socket and a stream show the same id for one event. The
stream key keeps at least the last ``USER_EVENTS_KEPT`` entries, none older than
``USER_EVENTS_KEPT_SECONDS``, and disappears that long after its last entry.

An id is Redis's own stream id (``<milliseconds>-<sequence>``): ordered, so "after ``since``"
is a range read. A ``since`` from before what is kept cannot be vouched for: the reader is told
to fetch the state afresh (``EventsAfter.complete`` false: a ``resync`` line).
"""

from __future__ import annotations

import json
import re
import weakref
from asyncio import AbstractEventLoop, get_running_loop
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from redis.asyncio import BlockingConnectionPool, Redis

from games.socket_messages import Doorbell

#: A stream id as Redis writes it; the only shape ``since`` takes.
EVENT_ID = re.compile(r"[0-9]{1,15}-[0-9]{1,20}")
#: The largest sequence number of an id: "everything of that millisecond".
_LAST_SEQUENCE = 2**64 - 1
_FIELD = "m"
#: Connections to Redis per event loop for the logs and the streams' slots.
MAX_CONNECTIONS = 50

_clients: weakref.WeakKeyDictionary[AbstractEventLoop, Redis] = weakref.WeakKeyDictionary()


def redis_async() -> Redis:
    """A Redis client for the running event loop (one per loop: the doorbell thread's, each
    Daphne process's), with the cache's short timeouts: Redis down costs a second or two."""
    loop = get_running_loop()
    client = _clients.get(loop)
    if client is None:
        # Blocking: hundreds of streams opening at once wait a moment for a connection
        # instead of failing with "Too many connections" (redis-py's pool holds 100).
        pool = BlockingConnectionPool.from_url(
            settings.REDIS_URL,
            max_connections=MAX_CONNECTIONS,
            timeout=5,
            socket_connect_timeout=1.0,
            socket_timeout=2.0,
            decode_responses=True,
        )
        client = Redis(connection_pool=pool)
        _clients[loop] = client
    return client


def events_key(user_id: int) -> str:
    return f"{settings.REDIS_KEY_PREFIX}:events:{user_id}"


def event_id_valid(text: str) -> bool:
    return EVENT_ID.fullmatch(text) is not None


def _milliseconds(event_id: str) -> int:
    return int(event_id.partition("-")[0])


#: The append in one round trip. For each key: the entry (field ``ARGV[4]``; the log keeps
#: ``ARGV[2]`` at most), the key's lifetime renewed, and what is older than ``ARGV[3]`` seconds
#: by Redis's own clock trimmed. Two pipelines did this before, at about 0.6 ms of CPU each.
_APPEND = """
local now = redis.call('TIME')
local horizon = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
horizon = math.max(horizon - tonumber(ARGV[3]) * 1000, 0)
local ids = {}
for i, key in ipairs(KEYS) do
  ids[i] = redis.call('XADD', key, 'MAXLEN', ARGV[2], '*', ARGV[4], ARGV[1])
  redis.call('EXPIRE', key, ARGV[3])
  redis.call('XTRIM', key, 'MINID', string.format('%d-0', horizon))
end
return ids
"""


async def event_log_append(user_ids: Iterable[int], message: Doorbell) -> dict[int, str]:
    """Append ``message`` to each user's log (one round trip); each user's new event id."""
    users = list(dict.fromkeys(user_ids))
    if not users:
        return {}
    client = redis_async()
    data = json.dumps({k: v for k, v in message.items() if k != "ring"}, separators=(",", ":"))
    kept, kept_seconds = int(settings.USER_EVENTS_KEPT), int(settings.USER_EVENTS_KEPT_SECONDS)
    args: list[str | int] = [data, kept, kept_seconds, _FIELD]
    # Sent by its hash, and loaded the first time Redis lacks it.
    append = client.register_script(_APPEND)
    ids = await append(keys=[events_key(u) for u in users], args=args)
    return {user_id: str(event_id) for user_id, event_id in zip(users, ids, strict=True)}


@dataclass(frozen=True)
class EventsAfter:
    """What a user's log holds after a position: the entries (id, doorbell as sent), the
    position to read from next, and whether nothing between ``since`` and them was dropped."""

    entries: list[tuple[str, dict[str, Any]]]
    position: str
    complete: bool


async def event_log_position(user_id: int) -> str:
    """The position of "now" in the user's log: every later event has a larger id."""
    client = redis_async()
    async with client.pipeline(transaction=False) as pipe:
        pipe.time()
        pipe.xrevrange(events_key(user_id), count=1)
        (seconds, micros), last = await pipe.execute()
    if last:
        return str(last[0][0])
    now_ms = int(seconds) * 1000 + int(micros) // 1000
    # Redis gives a later entry an id of this millisecond or after: this one is before any.
    return f"{now_ms - 1}-{_LAST_SEQUENCE}"


async def event_log_after(user_id: int, since: str, *, limit: int = 1000) -> EventsAfter:
    """The user's events after ``since`` (an id from an event or a keep-alive line), oldest
    first. ``complete`` is false when events after ``since`` may have been dropped already:
    it is older than what is kept by age, or the log was trimmed past it (no entry at or
    before ``since`` is left, and some entry was ever dropped)."""
    client = redis_async()
    key = events_key(user_id)
    async with client.pipeline(transaction=False) as pipe:
        pipe.time()
        pipe.exists(key)
        pipe.xrange(key, min=f"({since}", count=limit)
        pipe.xrevrange(key, max=since, count=1)
        (seconds, micros), exists, raw, at_or_before = await pipe.execute()
    now_ms = int(seconds) * 1000 + int(micros) // 1000
    complete = _milliseconds(since) >= now_ms - settings.USER_EVENTS_KEPT_SECONDS * 1000
    if complete and exists and not at_or_before:
        info: dict[str, Any] = await client.xinfo_stream(key)
        complete = int(info.get("entries-added") or 0) <= int(info.get("length") or 0)
    entries = [(str(entry_id), json.loads(fields[_FIELD])) for entry_id, fields in raw]
    position = entries[-1][0] if entries else since
    if not complete:
        position = await event_log_position(user_id)
        entries = []
    return EventsAfter(entries=entries, position=position, complete=complete)
