"""Health checks: a real round trip to each backing service.

Three levels: ``live`` (the process answers; nothing else is asked), ``ready`` (the database
and Redis, answered within READY_DEADLINE_SECONDS whatever is down: what a load balancer polls)
and the deep check (also the channel layer, a Celery task round trip and beat's heartbeat: an
operator's view, since every call enqueues a task).

Each check returns a :class:`Check`; none raises. They are selectors: read-only apart from the
throwaway keys and messages the round trips need.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass

from asgiref.sync import async_to_sync
from django.conf import settings
from django.core.cache import cache
from django.db import connection

from config.tasks import BEAT_HEARTBEAT_KEY, ping
from games.channel_groups import channel_layer

BEAT_MAX_AGE_SECONDS = 120
READY_DEADLINE_SECONDS = 2.0


@dataclass(frozen=True)
class Check:
    ok: bool
    detail: str
    ms: float

    def as_json(self) -> dict[str, object]:
        return {"ok": self.ok, "detail": self.detail, "ms": round(self.ms, 1)}


def _timed(fn: Callable[[], tuple[bool, str]]) -> Check:
    start = time.perf_counter()
    try:
        ok, detail = fn()
    except Exception as error:  # a health check reports every failure as data
        ok, detail = False, f"{type(error).__name__}: {error}"
    return Check(ok=ok, detail=detail, ms=(time.perf_counter() - start) * 1000)


def _database() -> tuple[bool, str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        (one,) = cursor.fetchone()
    return one == 1, connection.vendor


def _redis() -> tuple[bool, str]:
    token = secrets.token_hex(8)
    cache.set("health:redis", token, timeout=30)
    return cache.get("health:redis") == token, "cache set/get"


async def _layer_round_trip() -> bool:
    layer = channel_layer()
    # channels_redis's new_channel takes a prefix; the stubs type the layer as channels' base
    # class, whose new_channel takes none.
    channel = await layer.new_channel("health.")  # type: ignore[call-arg]
    token = secrets.token_hex(8)
    await layer.send(channel, {"type": "health.ping", "token": token})
    message = await asyncio.wait_for(layer.receive(channel), settings.HEALTH_TIMEOUT_SECONDS)
    return bool(message.get("token") == token)


def _channel_layer() -> tuple[bool, str]:
    return async_to_sync(_layer_round_trip)(), "send/receive"


def _celery_worker() -> tuple[bool, str]:
    token = secrets.token_hex(8)
    answer = ping.apply_async(args=(token,)).get(timeout=settings.HEALTH_TIMEOUT_SECONDS)
    return answer == token, "ping task executed"


def _celery_beat() -> tuple[bool, str]:
    last = cache.get(BEAT_HEARTBEAT_KEY)
    if last is None:
        return False, "no heartbeat recorded yet"
    age = time.time() - float(last)
    return age < BEAT_MAX_AGE_SECONDS, f"last heartbeat {age:.0f}s ago"


def _database_in_thread() -> tuple[bool, str]:
    try:
        return _database()
    finally:
        connection.close()  # this worker thread's own connection; nobody reuses the thread


def readiness_checks() -> dict[str, Check]:
    """Database and Redis at once, each given what is left of the deadline; a check still
    waiting then (a database that accepts but never answers) is reported failed, not awaited."""
    pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ready")
    futures = {
        "database": pool.submit(_timed, _database_in_thread),
        "redis": pool.submit(_timed, _redis),
    }
    wait(futures.values(), timeout=READY_DEADLINE_SECONDS)
    pool.shutdown(wait=False)
    late = Check(ok=False, detail=f"no answer within {READY_DEADLINE_SECONDS:g} s", ms=0.0)
    return {name: f.result() if f.done() else late for name, f in futures.items()}


def health_checks() -> dict[str, Check]:
    return {
        "database": _timed(_database),
        "redis": _timed(_redis),
        "channel_layer": _timed(_channel_layer),
        "celery_worker": _timed(_celery_worker),
        "celery_beat": _timed(_celery_beat),
    }
