"""A short-lived per-process cache of whose a token is (``accounts.selectors.user_for_token``).

Why: every request signed in with a token looked the token and its user up in the database,
8-10 % of a move POST and more of a GET. With this cache only a process's first request with a
key, or the first after ``TOKEN_CACHE_SECONDS``, pays that query.

What it holds, under the key's SHA-256 (never the key): the values of the token's row and of its
user's row, never instances; each hit builds new ones (``Model.from_db``), so one request that
changes ``request.user`` changes nothing for another. Only tokens of active users are stored, and
never a miss, so a new token works at once. The caller checks expiry at every use. At most
``MAX_ENTRIES`` entries, the least recently used dropped first.

Invalidation: any change of a user's row or of one of their tokens drops that user's entries,
here at once and in every process after the commit, through a Redis pub/sub channel (the
doorbell) that one daemon thread per process listens to. The cache answers only while that
listener is subscribed and Redis has answered a ping (one a second) asked within
``LEASE_SECONDS``; on any error it empties the cache and reconnects. So a message lost with the
connection keeps a revoked token usable for ``LEASE_SECONDS`` at most, and while Redis is
unreachable every lookup goes to the database. A doorbell that could not be sent (logged)
leaves the other processes' entries to their ``TOKEN_CACHE_SECONDS``: that TTL is the safety
net. The settings always name a Redis (``make run`` starts one), so there is no local-only mode:
without a reachable Redis the cache is simply off.
"""

from __future__ import annotations

import copy
import logging
import math
import os
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, transaction
from django.db.models import Model
from oauth2_provider.models import AccessToken
from redis import Redis
from redis.backoff import NoBackoff
from redis.exceptions import RedisError
from redis.retry import Retry

from accounts.models import ApiToken, User

logger = logging.getLogger(__name__)

#: What a lookup finds: the active user and their token (personal, or an OAuth app's).
type Found = tuple[User, ApiToken | AccessToken]

#: About 2 KB an entry (measured 1.2 KB, plus the rows' strings): 8 MB per process at most, and
#: far more keys than a process sees in ``TOKEN_CACHE_SECONDS``; a flood of unknown keys stores
#: nothing (misses are never kept).
MAX_ENTRIES = 4096
PING_SECONDS = 1.0
#: The cache answers only while Redis answered a ping asked at most this long ago.
LEASE_SECONDS = 3.0
RETRY_SECONDS = 0.5
#: An app's access token row also holds the token in clear: not kept (read again if asked for).
_LEFT_OUT = frozenset({"token"})
_IMMUTABLE = (str, int, float, datetime, type(None))


def _clock() -> float:
    return time.monotonic()


def _copied(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """The values, with a copy of each mutable one (an app token's ``resource`` list)."""
    return tuple(v if isinstance(v, _IMMUTABLE) else copy.deepcopy(v) for v in values)


@dataclass(frozen=True, slots=True)
class _Row:
    """One row's loaded values, to build instances from."""

    model: type[Model]
    db: str
    names: tuple[str, ...]
    values: tuple[Any, ...]

    @classmethod
    def of(cls, instance: Model) -> _Row:
        loaded = instance.__dict__  # deferred fields are absent: reading them would query
        names = tuple(
            f.attname
            for f in instance._meta.concrete_fields
            if f.attname in loaded and f.attname not in _LEFT_OUT
        )
        values = _copied(tuple(loaded[name] for name in names))
        return cls(type(instance), instance._state.db or DEFAULT_DB_ALIAS, names, values)

    def instance(self) -> Model:
        return self.model.from_db(self.db, self.names, _copied(self.values))

    def with_value(self, name: str, value: Any) -> _Row:
        if name not in self.names:
            return self
        values = list(self.values)
        values[self.names.index(name)] = value
        return replace(self, values=tuple(values))


@dataclass(frozen=True, slots=True)
class _Entry:
    user_id: int
    user: _Row
    token: _Row
    stored_at: float

    def found(self) -> Found:
        user = self.user.instance()
        token = self.token.instance()
        assert isinstance(user, User) and isinstance(token, ApiToken | AccessToken)
        token.user = user
        return user, token


class TokenCache:
    """The entries, least recently used first, and a generation that every drop moves on: a
    lookup that began before a drop may not store what it read (it may be what was dropped)."""

    def __init__(self, *, max_entries: int = MAX_ENTRIES, clock: Callable[[], float] = _clock):
        self._lock = threading.Lock()
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._max_entries = max_entries
        self._clock = clock
        self.generation = 0

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key_hash: str, *, seconds: float) -> Found | None:
        with self._lock:
            entry = self._entries.get(key_hash)
            if entry is None:
                return None
            if self._clock() - entry.stored_at >= seconds:
                del self._entries[key_hash]
                return None
            self._entries.move_to_end(key_hash)
        return entry.found()

    def put(self, key_hash: str, found: Found, *, generation: int) -> None:
        user, token = found
        entry = _Entry(user.pk, _Row.of(user), _Row.of(token), self._clock())
        with self._lock:
            if generation != self.generation:
                return
            self._entries[key_hash] = entry
            self._entries.move_to_end(key_hash)
            while len(self._entries) > self._max_entries:
                self._entries.popitem(last=False)

    def touch(self, key_hash: str, last_used_at: datetime) -> None:
        with self._lock:
            entry = self._entries.get(key_hash)
            if entry is not None:
                token = entry.token.with_value("last_used_at", last_used_at)
                self._entries[key_hash] = replace(entry, token=token)

    def forget(self, user_id: int) -> None:
        with self._lock:
            self.generation += 1
            for key_hash in [k for k, e in self._entries.items() if e.user_id == user_id]:
                del self._entries[key_hash]

    def clear(self) -> None:
        with self._lock:
            self.generation += 1
            self._entries.clear()


class Doorbell:
    """The daemon thread that keeps a cache in step with the invalidation channel, and says
    whether the cache may answer (``live``)."""

    def __init__(self, cache: TokenCache, *, url: str, channel: str) -> None:
        self._cache = cache
        self._url = url
        self._channel = channel
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._heard = -math.inf  # when the last question Redis answered was asked
        self._was_live = False
        self._closed = threading.Event()
        self.name = f"{channel}:{os.getpid()}"  # its Redis client's name (CLIENT LIST)

    def live(self) -> bool:
        """Subscribed, and Redis answered within the lease; starts the listener when needed."""
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(
                        target=self._run, name="token-cache", daemon=True
                    )
                    self._thread.start()
        return _clock() - self._heard < LEASE_SECONDS

    def close(self) -> None:
        """Stop listening (within a ping's interval); the cache no longer answers."""
        self._closed.set()
        self._heard = -math.inf

    def _run(self) -> None:
        while not self._closed.is_set():
            try:
                self._listen()
            except Exception as error:  # any failure: the cache is off until subscribed again
                self._heard = -math.inf
                self._cache.clear()
                if self._was_live:
                    logger.warning("token cache off until Redis is back: %s", error)
                self._was_live = False
            self._closed.wait(RETRY_SECONDS)

    def _listen(self) -> None:
        client = Redis.from_url(
            self._url,
            socket_connect_timeout=1.0,
            socket_timeout=LEASE_SECONDS,
            retry=Retry(NoBackoff(), 0),  # no silent reconnect: a gap may have lost messages
            client_name=self.name,
        )
        pubsub = client.pubsub()  # type: ignore[no-untyped-call]  # redis-py leaves it bare
        asked: deque[float] = deque()  # when each unanswered question (subscribe, ping) went out
        try:
            asked.append(_clock())
            pubsub.subscribe(self._channel)
            last_ping = asked[0]
            while not self._closed.is_set():
                message = pubsub.get_message(timeout=PING_SECONDS)
                if message is not None:
                    self._received(message, asked)
                now = _clock()
                if asked and now - asked[0] > LEASE_SECONDS:
                    raise ConnectionError(f"Redis did not answer within {LEASE_SECONDS} s")
                if now - last_ping >= PING_SECONDS:
                    asked.append(now)
                    last_ping = now
                    pubsub.ping()
        finally:
            pubsub.close()
            client.close()

    def _received(self, message: dict[str, Any], asked: deque[float]) -> None:
        kind = message["type"]
        if kind == "message":
            self._cache.forget(int(message["data"]))
            return
        if kind == "subscribe":  # (again, after any reconnection): start from nothing
            self._cache.clear()
            self._was_live = True
        if kind in {"subscribe", "pong"} and asked:
            self._heard = asked.popleft()


def _channel() -> str:
    return f"{settings.REDIS_KEY_PREFIX}:token-cache"


_state_lock = threading.Lock()
_state: tuple[TokenCache, Doorbell] | None = None
_publisher: Redis | None = None


def _forget_state() -> None:
    """In a forked child (Celery's prefork) the listener thread is gone: start anew."""
    global _state, _publisher
    _state = None
    _publisher = None


os.register_at_fork(after_in_child=_forget_state)


def _process_cache() -> tuple[TokenCache, Doorbell]:
    global _state
    state = _state
    if state is None:
        with _state_lock:
            if _state is None:
                cache = TokenCache()
                _state = (cache, Doorbell(cache, url=settings.REDIS_URL, channel=_channel()))
            state = _state
    return state


def _enabled() -> bool:
    return float(settings.TOKEN_CACHE_SECONDS) > 0


def token_cache_read(*, key_hash: str, load: Callable[[], Found | None]) -> Found | None:
    """Whose the token of ``key_hash`` is: new instances from this process's cache, else what
    ``load()`` (the database) finds, kept for next time. None for no such token or user."""
    if not _enabled():
        return load()
    cache, doorbell = _process_cache()
    if not doorbell.live():
        return load()
    found = cache.get(key_hash, seconds=float(settings.TOKEN_CACHE_SECONDS))
    if found is not None:
        return found
    generation = cache.generation
    found = load()
    if found is not None and found[0].is_active:
        cache.put(key_hash, found, generation=generation)
    return found


def token_cache_touch(*, key_hash: str, last_used_at: datetime) -> None:
    """The token's ``last_used_at`` was just written: the cached copy follows, so the next
    request does not write it again."""
    if _state is not None:
        _state[0].touch(key_hash, last_used_at)


def token_cache_forget_on_commit(*, user_id: int) -> None:
    """The user's row or one of their tokens changes: drop their entries here now, and here
    and in every other process once the change is committed."""
    if not _enabled():
        return
    if _state is not None:
        _state[0].forget(user_id)
    transaction.on_commit(lambda: token_cache_forget(user_id=user_id))


def token_cache_forget(*, user_id: int) -> None:
    """Drop the user's entries here at once and ring every process's doorbell."""
    if _state is not None:
        _state[0].forget(user_id)
    try:
        _publisher_client().publish(_channel(), str(user_id))
    except (RedisError, OSError) as error:  # other processes keep the entries their TTL at most
        logger.warning("token cache doorbell not sent (user %s): %s", user_id, error)


def _publisher_client() -> Redis:
    global _publisher
    client = _publisher
    if client is None:
        with _state_lock:
            if _publisher is None:
                _publisher = Redis.from_url(
                    settings.REDIS_URL,
                    socket_connect_timeout=1.0,
                    socket_timeout=2.0,
                    retry=Retry(NoBackoff(), 1),  # once more on a new connection: a stale one
                )
            client = _publisher
    return client
