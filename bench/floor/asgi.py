"""The site's ASGI application with two raw async floor endpoints in front (bench only).

``/floor/async-ping`` answers without Django at all. ``/floor/async-limit-select`` does
what ``limit_select`` does (the rate limit's Redis round trip with a token GET's checks, one
primary-key SELECT) on the event loop, with redis.asyncio and a psycopg async pool: the most an
async hot path could save, since it also skips every middleware, authentication and rendering.
"""

from __future__ import annotations

import json
import os
from typing import Any

from django.conf import settings
from django.core.cache import cache
from psycopg_pool import AsyncConnectionPool
from redis.asyncio import Redis
from redis.exceptions import NoScriptError

from accounts import limits
from config.asgi import application as site_application

_state: dict[str, Any] = {}
CHECKS = [("read", "user:1"), ("read", "token:1"), ("read_address", "127.0.0.1")]


async def _clients() -> tuple[Redis, AsyncConnectionPool]:
    if not _state:
        pool = AsyncConnectionPool(os.environ["DATABASE_URL"], min_size=4, max_size=16, open=False)
        await pool.open()
        _state["redis"] = Redis.from_url(os.environ["REDIS_URL"])
        _state["pool"] = pool
    return _state["redis"], _state["pool"]


async def _limit(redis: Redis) -> None:
    rates = [limits.rate_of(scope) for scope, _ in CHECKS]
    parts = limits._PARTS
    keys = [cache.make_and_validate_key(limits._key(s, i, p)) for s, i in CHECKS for p in parts]
    args: list[Any] = [repr(limits._now()), "attempt", limits.STRIKE_MEMORY]
    args.append(int(settings.THROTTLE_MAX_WAIT))
    for rate in rates:
        args += [rate.count, rate.seconds]
    try:
        await redis.evalsha(limits._SCRIPT_SHA, len(keys), *keys, *args)
    except NoScriptError:  # a Redis that has not run it yet
        await redis.eval(limits._SCRIPT, len(keys), *keys, *args)


async def _answer(send: Any, body: dict[str, Any]) -> None:
    raw = json.dumps(body).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": raw})


async def application(scope: dict[str, Any], receive: Any, send: Any) -> None:
    path = scope.get("path", "")
    if scope["type"] != "http" or not path.startswith("/floor/async-"):
        return await site_application(scope, receive, send)
    if path == "/floor/async-ping":
        return await _answer(send, {"ok": True})
    redis, pool = await _clients()
    await _limit(redis)
    async with pool.connection() as conn:
        cursor = await conn.execute("SELECT id, version FROM games_game WHERE id = %s", [1])
        _game_id, version = await cursor.fetchone()  # type: ignore[misc]
    return await _answer(send, {"ok": True, "version": version})
