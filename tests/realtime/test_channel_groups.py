"""Doorbells ring their groups in two round trips (games/channel_groups.py), doing what
channels_redis's own ``group_send`` does: these tests pin the two together."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import channel_layers, get_channel_layer
from channels_redis.core import RedisChannelLayer
from django.conf import settings
from django.test import override_settings
from redis import Redis
from redis.asyncio.client import Pipeline as AsyncPipeline
from redis.asyncio.client import Redis as AsyncRedis

from games import notify
from games.channel_groups import groups_send
from games.event_log import events_key

MARK = {"type": "test.mark"}


def _group() -> str:
    return f"pinned.{uuid.uuid4().hex}"


def _redis_layer() -> RedisChannelLayer:
    layer = get_channel_layer()
    assert isinstance(layer, RedisChannelLayer)
    return layer


def _received(layer: Any, channel: str) -> list[dict[str, Any]]:
    """What ``channel`` holds, up to a mark sent after it."""
    async_to_sync(layer.send)(channel, MARK)
    heard = []
    while (message := async_to_sync(layer.receive)(channel)) != MARK:
        heard.append(message)
    return heard


@pytest.fixture
def fresh_layers() -> Iterator[None]:
    """Layers built for this test's settings, and the site's again afterwards."""
    channel_layers.backends.clear()
    yield
    channel_layers.backends.clear()


def test_each_member_gets_its_groups_message_once_as_from_the_layers_own_send() -> None:
    layer = _redis_layer()
    games, alices, nobodys = _group(), _group(), _group()
    alice, bob = async_to_sync(layer.new_channel)(), async_to_sync(layer.new_channel)()
    worker = f"plain-{uuid.uuid4().hex}"  # a channel with no process of its own
    for channel in (alice, bob, worker):
        async_to_sync(layer.group_add)(games, channel)
    async_to_sync(layer.group_add)(alices, alice)
    changed = {"type": "game.changed", "game": 1, "version": 2}
    turn = {"type": "user.event", "kind": "your_turn", "game": 1}
    # Two calls, as a doorbell makes them: one call's messages share a time, so a channel in
    # two of its groups would get both in no set order.
    async_to_sync(groups_send)([(games, changed), (nobodys, turn)])
    async_to_sync(groups_send)([(alices, turn)])
    ours = {c: _received(layer, c) for c in (alice, bob, worker)}
    assert ours == {alice: [changed, turn], bob: [changed], worker: [changed]}

    async_to_sync(layer.group_send)(games, changed)
    async_to_sync(layer.group_send)(alices, turn)
    assert {c: _received(layer, c) for c in (alice, bob, worker)} == ours


def test_expired_members_are_dropped_and_not_sent_to() -> None:
    layer = _redis_layer()
    group = _group()
    connection = Redis.from_url(settings.REDIS_URL)
    gone = f"gone-{uuid.uuid4().hex}"
    connection.zadd(layer._group_key(group), {gone: 0})  # joined in 1970
    async_to_sync(groups_send)([(group, {"type": "game.changed"})])
    assert not connection.exists(layer._group_key(group))
    assert _received(layer, gone) == []


@pytest.mark.usefixtures("fresh_layers")
def test_a_channel_at_its_capacity_drops_new_messages_as_the_layer_does() -> None:
    small = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                "hosts": [settings.REDIS_URL],
                "prefix": f"{settings.REDIS_KEY_PREFIX}:small",
                "capacity": 2,
            },
        }
    }
    with override_settings(CHANNEL_LAYERS=small):
        layer = _redis_layer()
        ours, theirs = _group(), _group()
        mine, yours = async_to_sync(layer.new_channel)(), f"plain-{uuid.uuid4().hex}"
        async_to_sync(layer.group_add)(ours, yours)
        async_to_sync(layer.group_add)(theirs, mine)
        for n in range(3):
            async_to_sync(groups_send)([(ours, {"type": "n", "n": n})])
            async_to_sync(layer.group_send)(theirs, {"type": "n", "n": n})
        # The mark itself would be refused at capacity: read the two that were kept.
        kept = [async_to_sync(layer.receive)(yours) for _ in range(2)]
        assert kept == [async_to_sync(layer.receive)(mine) for _ in range(2)]
        assert [m["n"] for m in kept] == [0, 1]


@pytest.mark.usefixtures("fresh_layers")
def test_other_layers_get_their_own_group_send() -> None:
    with override_settings(
        CHANNEL_LAYERS={"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    ):
        layer = get_channel_layer()
        group, channel = _group(), async_to_sync(layer.new_channel)()
        async_to_sync(layer.group_add)(group, channel)
        async_to_sync(groups_send)([(group, {"type": "game.changed", "version": 3})])
        assert async_to_sync(layer.receive)(channel) == {"type": "game.changed", "version": 3}


def _count_round_trips(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One item per round trip to Redis from asyncio clients (a command, or a pipeline)."""
    trips: list[int] = []
    command, pipeline = AsyncRedis.execute_command, AsyncPipeline.execute

    async def one_command(self: AsyncRedis, *args: Any, **options: Any) -> Any:
        trips.append(1)
        return await command(self, *args, **options)

    async def one_pipeline(self: AsyncPipeline, *args: Any, **options: Any) -> Any:
        trips.append(1)
        return await pipeline(self, *args, **options)

    monkeypatch.setattr(AsyncRedis, "execute_command", one_command)
    monkeypatch.setattr(AsyncPipeline, "execute", one_pipeline)
    return trips


def test_a_doorbell_costs_three_round_trips_for_nobody_and_five_for_listeners(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    layer = _redis_layer()
    game_id, carol, dave = 10**9 + uuid.uuid4().int % 10**6, 2 * 10**9 + 1, 2 * 10**9 + 2
    log = Redis.from_url(settings.REDIS_URL)
    log.delete(events_key(carol), events_key(dave))
    game_socket = async_to_sync(layer.new_channel)()
    carols_socket = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(notify.game_group(game_id), game_socket)
    async_to_sync(layer.group_add)(notify.user_group(carol), carols_socket)
    notify._ring(game_id, 1, user_ids=[carol, dave])  # Redis learns the scripts
    notify.doorbells_flush()

    trips = _count_round_trips(monkeypatch)
    notify._ring(game_id, 2, user_ids=[carol, dave])
    notify.doorbells_flush()
    # The game's members, the send; the log entries; the users' members, the send.
    assert len(trips) == 5
    for version in (1, 2):
        heard = async_to_sync(layer.receive)(carols_socket)
        assert (heard["type"], heard["version"], bool(heard["event_id"])) == (
            "game.changed",
            version,
            True,
        )
        assert async_to_sync(layer.receive)(game_socket)["version"] == version

    async_to_sync(layer.group_discard)(notify.game_group(game_id), game_socket)
    async_to_sync(layer.group_discard)(notify.user_group(carol), carols_socket)
    trips.clear()
    notify._ring(game_id, 3, user_ids=[carol, dave])
    notify.doorbells_flush()
    assert len(trips) == 3  # nobody listens: no send at all
    # Logged for both, listened to or not: a stream resumed later replays them.
    assert (log.xlen(events_key(carol)), log.xlen(events_key(dave))) == (3, 3)
