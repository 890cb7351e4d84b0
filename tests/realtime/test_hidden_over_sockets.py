"""No seat ever receives another seat's hidden cards over a socket, in any game type.

Seeded random games of every registered type are driven through ``move_submit``. Each seat
and a spectator hold a game socket (JSON, and the HTML fragment for one seat). After every move
the stored state gives ``engine.hidden_from(state, reader)``; every message that reader gets
for that version must contain none of those strings (as a JSON string or as a whole word) nor
the seed, until the game is over and everything is revealed.
"""

from __future__ import annotations

import html
import json
import random
import re

import pytest
from channels.db import database_sync_to_async

from games.engines.registry import all_engines, get_engine
from games.models import Game, GameStatus
from tests.factories import moves_played
from tests.realtime.live import (
    PLAYERS,
    next_fragment,
    next_state,
    open_socket,
    table,
)

MOVES_PER_GAME = 60

db = database_sync_to_async


def leaks(text: str, hidden: set[str], seed: str) -> list[str]:
    found = {
        t
        for t in hidden
        if json.dumps(t) in text
        or re.search(rf"(?<![A-Za-z0-9]){re.escape(t)}(?![A-Za-z0-9])", text)
    }
    if seed in text:
        found.add(seed)
    return sorted(found)


@db
def _hidden(game_id: int, readers: list[int | None]) -> tuple[Game, dict[int | None, set[str]]]:
    game = Game.objects.get(pk=game_id)
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    return game, {r: set(engine.hidden_from(state, r)) for r in readers}


def test_every_registered_game_type_is_covered() -> None:
    assert {e.slug for e in all_engines()} == set(PLAYERS)


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("game_type", sorted(PLAYERS))
async def test_sockets_never_carry_another_seats_hidden_cards(game_type: str) -> None:
    game, users, tokens = await table(game_type, [f"p{i}" for i in range(PLAYERS[game_type])])
    path = f"/ws/games/{game.pk}/"
    readers: list[int | None] = [*range(len(users)), None]
    sockets = {i: (await open_socket(path, token=tokens[i]))[0] for i in range(len(users))}
    sockets[None] = (await open_socket(path))[0]
    fragment = (await open_socket(path + "?format=html", token=tokens[0]))[0]
    rng = random.Random(f"{game_type}-live")
    checked = 0
    for step in range(MOVES_PER_GAME + 1):
        game, hidden = await _hidden(game.pk, readers)
        over = game.status == GameStatus.FINISHED
        for reader, socket in sockets.items():
            while True:  # skip nothing: every message up to this version is checked
                raw = await socket.receive_from(timeout=10)
                message = json.loads(raw)
                assert message["type"] == "game.state"
                if not over and message["game"]["version"] == game.version:
                    assert leaks(raw, hidden[reader], game.seed) == [], (game_type, reader, step)
                    checked += 1
                if message["game"]["version"] >= game.version:
                    break
            assert message["game"]["my_seat"] == reader
        text = html.unescape(await next_fragment(fragment))
        assert f'data-version="{game.version}"' in text
        if not over:
            assert leaks(text, hidden[0], game.seed) == [], (game_type, "html", step)
        if over or step == MOVES_PER_GAME:
            break
        await db(moves_played)(game, users, moves=1, rng=rng)
    assert checked >= len(readers) * 2
    for socket in [*sockets.values(), fragment]:
        await socket.disconnect()


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
async def test_the_leak_check_can_fail() -> None:
    game, _users, tokens = await table("hachi", ["p0", "p1"])
    socket = (await open_socket(f"/ws/games/{game.pk}/", token=tokens[0]))[0]
    state = await next_state(socket)
    _game, hidden = await _hidden(game.pk, [0, 1])
    # Seat 1's hidden cards are exactly what seat 0's socket must not carry, and seat 0's own
    # hand (hidden from seat 1) is in it: the check sees them.
    assert hidden[1] - hidden[0]
    assert leaks(json.dumps(state), hidden[1], game.seed) != []
    assert leaks(json.dumps(state), hidden[0], game.seed) == []
    await socket.disconnect()
