"""Two server processes sharing Redis both deliver: a real Daphne subprocess and this process.

Daphne serves the test database (a file for SQLite, the test database for PostgreSQL) with the
same REDIS_URL and REDIS_KEY_PREFIX, so its sockets and ours meet in the same channel groups.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import random
from pathlib import Path
from typing import Any

import pytest
import websockets
from channels.db import database_sync_to_async

from games.engines.registry import get_engine
from games.models import Game
from games.ws_close import CloseCode
from tests.factories import moves_played
from tests.realtime.live import (
    WAIT,
    next_state,
    open_socket,
    rest_detail,
    table,
)

ROOT = Path(__file__).resolve().parents[2]
db = database_sync_to_async


def _post_move_over_http(port: int, game_id: int, tokens: list[str], rng: random.Random) -> int:
    game = Game.objects.get(pk=game_id)
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    seat = min(engine.to_act(state))
    body = json.dumps(
        {"action": rng.choice(engine.legal_actions(state, seat)), "expected_version": game.version}
    )
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    headers = {"Authorization": f"Token {tokens[seat]}", "Content-Type": "application/json"}
    conn.request("POST", f"/api/v1/games/{game_id}/moves/", body=body, headers=headers)
    status = conn.getresponse().status
    conn.close()
    return status


async def _recv_state(ws: Any) -> dict[str, Any]:
    message = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
    assert message["type"] == "game.state", message
    return dict(message["game"])


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
async def test_a_move_through_either_process_reaches_sockets_on_both(daphne_port: int) -> None:
    game, users, tokens = await table()
    url = f"ws://127.0.0.1:{daphne_port}/ws/games/{game.pk}/"
    rng = random.Random(4)
    headers = {"Authorization": f"Token {tokens[1]}"}
    async with websockets.connect(url, additional_headers=headers) as remote:
        assert (await _recv_state(remote))["version"] == 0
        local, connected = await open_socket(f"/ws/games/{game.pk}/", token=tokens[0])
        assert connected
        assert (await next_state(local))["version"] == 0

        # In-process move -> the socket on Daphne.
        game = await db(moves_played)(game, users, moves=1, rng=rng)
        pushed = await _recv_state(remote)
        assert pushed == await db(rest_detail)(game.pk, tokens[1])
        assert (await next_state(local))["version"] == 1

        # Move POSTed to Daphne -> the socket in this process (and Daphne's own).
        assert await db(_post_move_over_http)(daphne_port, game.pk, tokens, rng) == 201
        pushed = await next_state(local)
        assert pushed["version"] == 2
        assert pushed == await db(rest_detail)(game.pk, tokens[0])
        assert (await _recv_state(remote))["version"] == 2
        await local.disconnect()

    # A bad token: the handshake succeeds and the socket closes at once, saying why.
    async with websockets.connect(url + "?token=nope") as refused:
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await asyncio.wait_for(refused.recv(), WAIT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == CloseCode.UNAUTHORIZED
