"""With the channel layer's Redis down, moves still succeed; sockets catch up once it is back.

A private ``redis-server`` on a free port is the channel layer here, so stopping it touches no
one else's Redis.
"""

from __future__ import annotations

import contextlib
import logging
import random
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.layers import channel_layers
from django.conf import settings
from django.test import override_settings

from config.launcher import _redis_binary, free_port
from games.engines.registry import get_engine
from games.models import Game
from games.notify import doorbells_flush
from tests.factories import client_for
from tests.realtime.live import next_state, open_socket, table

db = database_sync_to_async


class PrivateRedis:
    def __init__(self) -> None:
        self.port = free_port()
        self.workdir = tempfile.mkdtemp(prefix="live-redis-")
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        args = [_redis_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""]
        args += ["--appendonly", "no", "--dir", self.workdir]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port)):
                return
            time.sleep(0.05)
        raise AssertionError("the private Redis did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


@pytest.fixture
def private_layer() -> Iterator[PrivateRedis]:
    redis = PrivateRedis()
    redis.start()
    layers = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                "hosts": [
                    {"address": redis.url, "socket_timeout": settings.CHANNEL_LAYER_SOCKET_TIMEOUT}
                ],
                "prefix": f"{settings.REDIS_KEY_PREFIX}:down",
            },
        }
    }
    try:
        with override_settings(CHANNEL_LAYERS=layers):
            channel_layers.backends = {}
            yield redis
    finally:
        channel_layers.backends = {}
        redis.stop()
        shutil.rmtree(redis.workdir, ignore_errors=True)


def _post_random_move(game_id: int, clients: list[Any], rng: random.Random) -> int:
    game = Game.objects.get(pk=game_id)
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    seat = min(engine.to_act(state))
    action = rng.choice(engine.legal_actions(state, seat))
    body = {"action": action, "expected_version": game.version}
    response = clients[seat].post(f"/api/v1/games/{game_id}/moves/", body, format="json")
    return int(response.status_code)


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
async def test_moves_succeed_while_redis_is_down_and_sockets_catch_up(
    private_layer: PrivateRedis, caplog: pytest.LogCaptureFixture
) -> None:
    game, users, tokens = await table()
    clients = [await db(client_for)(u) for u in users]
    path = f"/ws/games/{game.pk}/"
    watcher, connected = await open_socket(path, token=tokens[1])
    assert connected
    assert (await next_state(watcher))["version"] == 0

    private_layer.stop()
    rng = random.Random(11)
    with caplog.at_level(logging.WARNING, logger="games.notify"):
        for _ in range(3):
            assert await db(_post_random_move)(game.pk, clients, rng) == 201
        await db(doorbells_flush)(10)
    assert "live push failed" in caplog.text
    with contextlib.suppress(Exception):  # the old socket died with its Redis connection
        await watcher.disconnect()

    private_layer.start()  # same port, empty: no group memberships survive
    watcher, connected = await open_socket(path, token=tokens[1])
    assert connected
    caught_up = await next_state(watcher)
    assert caught_up["version"] == 3
    assert caught_up == (await db(clients[1].get)(f"/api/v1/games/{game.pk}/")).json()
    # And the next move reaches the socket, or (if the socket dropped while the layer's
    # connections recover from the restart) a reconnect, which is what clients do.
    assert await db(_post_random_move)(game.pk, clients, rng) == 201
    try:
        latest = await next_state(watcher)
        await watcher.disconnect()
    except Exception:
        with contextlib.suppress(Exception):
            await watcher.disconnect()
        watcher, _ = await open_socket(path, token=tokens[1])
        latest = await next_state(watcher)
        await watcher.disconnect()
    assert latest["version"] == 4
