"""Each account's event log (games/event_log.py): one round trip appends a doorbell to every
user it concerns, keeps the newest ``USER_EVENTS_KEPT`` entries and none older than
``USER_EVENTS_KEPT_SECONDS``, and lets the key lapse that long after its last entry."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from django.conf import settings
from redis import Redis

from games.event_log import event_log_after, event_log_append, events_key
from games.socket_messages import GameChangedDoorbell

pytestmark = pytest.mark.asyncio


def _users() -> tuple[int, int]:
    base = 3 * 10**9 + uuid.uuid4().int % 10**8
    return base, base + 1


def _doorbell(version: int) -> GameChangedDoorbell:
    return {"type": "game.changed", "game": 7, "version": version, "ring": "r"}


@pytest.fixture
def log() -> Redis:
    return Redis.from_url(settings.REDIS_URL, decode_responses=True)


async def test_one_append_logs_the_doorbell_for_each_user_without_its_ring(log: Redis) -> None:
    alice, bob = _users()
    ids = await event_log_append([alice, bob, alice], _doorbell(1))
    assert set(ids) == {alice, bob}
    for user in (alice, bob):
        ((entry_id, fields),) = log.xrange(events_key(user))
        assert entry_id == ids[user]
        assert json.loads(fields["m"]) == {"type": "game.changed", "game": 7, "version": 1}
        assert 0 < log.ttl(events_key(user)) <= settings.USER_EVENTS_KEPT_SECONDS
    just_before = f"{int(ids[alice].partition('-')[0]) - 1}-0"
    after = await event_log_after(alice, just_before)
    assert [(i, m["version"]) for i, m in after.entries] == [(ids[alice], 1)]


async def test_the_log_keeps_the_newest_entries_in_order(log: Redis, settings: Any) -> None:
    settings.USER_EVENTS_KEPT = 3
    alice, _ = _users()
    ids = [(await event_log_append([alice], _doorbell(v)))[alice] for v in range(1, 6)]
    assert ids == sorted(ids, key=lambda i: tuple(map(int, i.split("-"))))
    assert [entry_id for entry_id, _ in log.xrange(events_key(alice))] == ids[-3:]


async def test_entries_older_than_the_log_keeps_go_at_the_next_append(log: Redis) -> None:
    alice, _ = _users()
    key = events_key(alice)
    now_ms = int(time.time() * 1000)
    too_old = now_ms - settings.USER_EVENTS_KEPT_SECONDS * 1000 - 60_000
    recent = now_ms - settings.USER_EVENTS_KEPT_SECONDS * 1000 + 60_000
    log.xadd(key, {"m": "{}"}, id=f"{too_old}-0")
    log.xadd(key, {"m": "{}"}, id=f"{recent}-0")
    new = (await event_log_append([alice], _doorbell(1)))[alice]
    assert [entry_id for entry_id, _ in log.xrange(key)] == [f"{recent}-0", new]
