"""Ringing several channel-layer groups in two round trips to Redis (games/notify.py).

channels_redis's ``group_send`` makes four round trips per group: two to learn the group's
members, one to drop the members' expired messages, and one to add the message (sending the
whole Lua script each time). Most doorbells ring for nobody, since in a correspondence game the
players are rarely on the page, and those that do ring several groups at once: the game's, and
each player's. Here one round trip reads the members of all of a doorbell's groups, and one more
hands every listening channel its message, only when someone listens.

This does what channels_redis 4 does, with its own pieces: the group is a sorted set under
``_group_key(group)``, scored by join time and trimmed by ``group_expiry``; a channel's
messages wait in a sorted set under its non-local name, with one message per process for all
its channels in a group (``_map_channel_keys_to_connection``), up to the channel's capacity.
tests/realtime/test_channel_groups.py pins the two together. With more than one shard, or
another layer, each group is sent with the layer's own ``group_send``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from channels.layers import BaseChannelLayer, get_channel_layer
from channels_redis.core import RedisChannelLayer
from django.core.exceptions import ImproperlyConfigured

#: A message for a group: what ``group_send`` takes.
GroupMessage = tuple[str, dict[str, Any]]

# KEYS: group keys. ARGV[1]: a member who joined at or before it has expired. Each group's
# members, the expired ones dropped (an emptied group's key goes with its last member).
_MEMBERS = """
local members = {}
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, 0, ARGV[1])
  members[i] = redis.call('ZRANGE', key, 0, -1)
end
return members
"""
# KEYS: channel keys (one may come twice: two groups' messages for one process). ARGV: the
# messages, then each key's capacity, then now and the messages' expiry. As channels_redis:
# expired messages go, and a key at its capacity drops the new message.
_SEND = """
local count = #KEYS
local now, expiry = ARGV[2 * count + 1], tonumber(ARGV[2 * count + 2])
local dropped = 0
for i = 1, count do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], 0, math.floor(tonumber(now)) - expiry)
  if redis.call('ZCARD', KEYS[i]) < tonumber(ARGV[count + i]) then
    redis.call('ZADD', KEYS[i], now, ARGV[i])
    redis.call('EXPIRE', KEYS[i], expiry)
  else
    dropped = dropped + 1
  end
end
return dropped
"""


def channel_layer() -> BaseChannelLayer:
    """The site's channel layer (the settings always configure one: Redis)."""
    layer = get_channel_layer()
    if layer is None:
        raise ImproperlyConfigured("CHANNEL_LAYERS names no default channel layer.")
    return layer


async def groups_send(sends: Sequence[GroupMessage]) -> None:
    """Send each message to its group's channels: two round trips in all, or one when nobody
    is in any of the groups. One call's messages share a time, so a channel in two of its
    groups gets both in no set order; a doorbell's calls never hold two groups of a channel."""
    if not sends:
        return
    layer = channel_layer()
    if not isinstance(layer, RedisChannelLayer) or layer.ring_size != 1:
        for group, message in sends:
            await layer.group_send(group, message)
        return
    # A registered script goes by its hash, and is loaded the first time Redis lacks it.
    connection = layer.connection(0)
    members_of, send = connection.register_script(_MEMBERS), connection.register_script(_SEND)
    groups = list(dict.fromkeys(group for group, _ in sends))
    expired = int(time.time()) - layer.group_expiry
    found = await members_of(keys=[layer._group_key(g) for g in groups], args=[expired])
    members = {
        group: [m.decode() for m in names] for group, names in zip(groups, found, strict=True)
    }
    keys: list[str] = []
    messages: list[bytes] = []
    capacities: list[int] = []
    for group, message in sends:
        if not members[group]:
            continue
        _, message_of, capacity_of = layer._map_channel_keys_to_connection(members[group], message)
        for key, data in message_of.items():
            keys.append(key)
            messages.append(data)
            capacities.append(capacity_of[key])
    if keys:
        await send(keys=keys, args=[*messages, *capacities, time.time(), int(layer.expiry)])
