"""A doorbell rings only the groups someone is in (games/channel_groups.py), and that question
reads channels_redis's own record of a group: these tests pin it to the library's behaviour."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer
from channels_redis.core import RedisChannelLayer
from django.conf import settings
from django.test import override_settings
from redis import Redis
from redis.asyncio.client import Pipeline as AsyncPipeline
from redis.asyncio.client import Redis as AsyncRedis

from games import notify
from games.channel_groups import groups_listened
from games.event_log import events_key


def _group() -> str:
    return f"pinned.{uuid.uuid4().hex}"


@pytest.mark.asyncio
async def test_a_group_counts_from_its_first_member_until_its_last_leaves() -> None:
    layer = get_channel_layer()
    assert isinstance(layer, RedisChannelLayer)
    group, other = _group(), _group()
    alice, bob = await layer.new_channel(), await layer.new_channel()
    assert await groups_listened([group, other]) == set()
    await layer.group_add(group, alice)
    await layer.group_add(group, bob)
    assert await groups_listened([group, other]) == {group}
    await layer.group_discard(group, alice)
    assert await groups_listened([group, other]) == {group}
    await layer.group_discard(group, bob)
    assert await groups_listened([group, other]) == set()


@pytest.mark.asyncio
async def test_a_member_past_the_groups_expiry_counts_until_a_send_drops_it() -> None:
    # channels_redis drops expired members when it sends; asked before, the group counts,
    # and the send that follows finds nobody, as a send always did.
    layer = get_channel_layer()
    assert isinstance(layer, RedisChannelLayer)
    group = _group()
    connection = layer.connection(layer.consistent_hash(group))
    await connection.zadd(layer._group_key(group), {"gone.channel!x": 0})  # joined in 1970
    assert await groups_listened([group]) == {group}
    await layer.group_send(group, {"type": "test.mark"})
    assert await groups_listened([group]) == set()


@pytest.mark.asyncio
async def test_other_layers_and_an_unreachable_redis_ring_every_group() -> None:
    groups = [_group(), _group()]
    in_memory = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    with override_settings(CHANNEL_LAYERS=in_memory):
        assert isinstance(get_channel_layer(), InMemoryChannelLayer)
        assert await groups_listened(groups) == set(groups)
    # A port nothing listens on: the question fails, and the sends that follow are logged.
    nowhere = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": ["redis://127.0.0.1:9/0"]},
        }
    }
    with override_settings(CHANNEL_LAYERS=nowhere):
        assert await groups_listened(groups) == set(groups)


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


def test_a_doorbell_rings_the_groups_someone_is_in_and_no_other(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    layer = get_channel_layer()
    rung: list[str] = []
    real_send = layer.group_send

    async def counted(group: str, message: dict[str, Any]) -> None:
        rung.append(group)
        await real_send(group, message)

    monkeypatch.setattr(layer, "group_send", counted)
    trips = _count_round_trips(monkeypatch)
    game_id, carol, dave = 10**9 + uuid.uuid4().int % 10**6, 2 * 10**9 + 1, 2 * 10**9 + 2
    log = Redis.from_url(settings.REDIS_URL)
    log.delete(events_key(carol), events_key(dave))
    notify._ring(game_id, 1, user_ids=[carol, dave])
    notify.doorbells_flush()
    assert rung == []  # nobody listens: no send at all
    # Which groups listen, the two users' log entries, which of their groups listen.
    assert trips == [1, 1, 1]

    game_socket = async_to_sync(layer.new_channel)()
    carols_socket = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(notify.game_group(game_id), game_socket)
    async_to_sync(layer.group_add)(notify.user_group(carol), carols_socket)
    try:
        notify._ring(game_id, 2, user_ids=[carol, dave])
        notify.doorbells_flush()
        assert rung == [notify.game_group(game_id), notify.user_group(carol)]
        heard = async_to_sync(layer.receive)(carols_socket)
        assert (heard["type"], heard["version"]) == ("game.changed", 2)
        assert heard["event_id"]
        # Logged for both whether or not anyone listened: a stream resumed later replays them.
        assert (log.xlen(events_key(carol)), log.xlen(events_key(dave))) == (2, 2)
    finally:
        async_to_sync(layer.group_discard)(notify.game_group(game_id), game_socket)
        async_to_sync(layer.group_discard)(notify.user_group(carol), carols_socket)
