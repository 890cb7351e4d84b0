"""Which channel-layer groups have anyone in them, asked in one round trip (games/notify.py).

channels_redis spends two round trips on a ``group_send`` before it knows whether anyone
listens, and most doorbells ring for nobody: in a correspondence game the players are rarely
on the page when the other one moves. So the doorbell thread asks first, for all of a
doorbell's groups at once, and rings only the groups someone is in.

This reads how channels_redis 4 keeps a group: a sorted set under ``_group_key(group)`` on the
shard ``consistent_hash(group)`` picks, gone with its last member. tests/realtime/
test_channel_groups.py pins that. A member past the group's expiry still counts, and the
``group_send`` that follows drops it, as before. With more than one shard, another layer, or
Redis failing here, every group counts as listened to, and the sends behave as they did.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence

from channels.layers import get_channel_layer
from channels_redis.core import RedisChannelLayer
from redis.asyncio import Redis
from redis.commands.core import AsyncScript
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

_EXISTING = """
local found = {}
for i, key in ipairs(KEYS) do found[i] = redis.call('EXISTS', key) end
return found
"""
_scripts: weakref.WeakKeyDictionary[Redis, AsyncScript] = weakref.WeakKeyDictionary()


def _script(connection: Redis) -> AsyncScript:
    script = _scripts.get(connection)
    if script is None:  # sent by its hash, loaded the first time Redis lacks it
        script = _scripts[connection] = connection.register_script(_EXISTING)
    return script


async def groups_listened(groups: Sequence[str]) -> set[str]:
    """The groups among ``groups`` that some channel is in now."""
    layer = get_channel_layer()
    if not groups or not isinstance(layer, RedisChannelLayer) or layer.ring_size != 1:
        return set(groups)
    connection = layer.connection(0)
    try:
        found = await _script(connection)(keys=[layer._group_key(group) for group in groups])
    except (RedisError, OSError) as error:
        logger.info("could not ask which groups listen; ringing them all: %s", error)
        return set(groups)
    return {group for group, exists in zip(groups, found, strict=True) if exists}
