"""What one doorbell costs the sockets of a process (design §6), counted in calls.

Per doorbell a socket builds its user's payload (``selectors.game_payload``) once and the
game's state (``Engine.state_from_json``) is decoded once. The sockets of one process that
hear the same doorbell share one read of the game, its decoded state and each seat's payload:
before this was so, a site (HTML) socket built its payload twice and decoded the state three
times on every push, its page's legal actions included.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from games import selectors, services
from games.engines.registry import all_engines
from games.models import Game
from tests.factories import moves_played
from tests.realtime.live import (
    LIVE_INDICATOR,
    make_user,
    next_fragment,
    next_state,
    open_socket,
    rest_detail,
    table,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Counts of payload builds and state decodes, wherever they happen in this process."""
    counted: Counter[str] = Counter()

    def counting(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counted[name] += 1
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(selectors, "game_payload", counting("payload", selectors.game_payload))
    for engine in all_engines():
        cls = type(engine)
        monkeypatch.setattr(cls, "state_from_json", counting("decode", cls.state_from_json))
    yield counted


@db
def _move_then_count_from_here(game: Game, users: list[Any], calls: Counter[str]) -> Game:
    """One move, then the counts start afresh: the move's own decodes are not the push's. The
    sockets' reads wait for this thread (database work runs in one thread), so none of their
    work can be counted before the clear."""
    moved = moves_played(game, users, moves=1, rng=random.Random(game.version))
    calls.clear()
    return moved


async def _page(game: Game, token: str) -> WebsocketCommunicator:
    socket, connected = await open_socket(f"/ws/games/{game.pk}/?format=html", token=token)
    assert connected
    await next_fragment(socket)
    assert (await socket.receive_from(timeout=10)).startswith(LIVE_INDICATOR)
    return socket


async def _program(game: Game, token: str | None) -> WebsocketCommunicator:
    socket, connected = await open_socket(f"/ws/games/{game.pk}/", token=token)
    assert connected
    await next_state(socket)
    return socket


async def test_a_page_socket_builds_one_payload_and_decodes_once_per_push(
    calls: Counter[str],
) -> None:
    """Both players' pages are open, so one of them is to act (its legal actions drawn)."""
    game, users, tokens = await table()
    pages = [await _page(game, token) for token in tokens]
    game = await _move_then_count_from_here(game, users, calls)
    for page in pages:
        assert f'data-version="{game.version}"' in await next_fragment(page)
    # Before: 2 payloads and 2 decodes per page, 1 more decode for the player to act.
    assert calls == {"payload": 2, "decode": 1}
    for page in pages:
        await page.disconnect()


async def test_a_program_socket_builds_one_payload_and_decodes_once_per_push(
    calls: Counter[str],
) -> None:
    game, users, tokens = await table()
    socket = await _program(game, tokens[0])
    game = await _move_then_count_from_here(game, users, calls)
    assert (await next_state(socket))["version"] == game.version
    assert calls == {"payload": 1, "decode": 1}
    await socket.disconnect()


async def test_sockets_of_one_process_share_the_read_and_each_seats_payload(
    calls: Counter[str],
) -> None:
    """Alice's page and her program, Bob's program and a spectator's: one decode, one payload
    per seat (the spectator's is the third), and each socket still gets its own user's view."""
    game, users, tokens = await table()
    page = await _page(game, tokens[0])
    programs = [await _program(game, token) for token in (*tokens, None)]
    game = await _move_then_count_from_here(game, users, calls)
    assert f'data-version="{game.version}"' in await next_fragment(page)
    pushed = [await next_state(program) for program in programs]
    assert calls == {"payload": 3, "decode": 1}
    for state, token in zip(pushed, (*tokens, None), strict=True):
        assert state == await db(rest_detail)(game.pk, token)
    for socket in (page, *programs):
        await socket.disconnect()


async def test_watchers_of_an_open_game_each_hear_whether_they_are_invited() -> None:
    """In an open game the payload says whether its user is invited: watchers without a seat
    do not share one payload (an invitee and another user hear the same doorbell)."""
    people = [await db(make_user)(name) for name in ("alice", "bob", "carol", "dave")]
    (alice, _), (bob, _), (_carol, carol_token), (_dave, dave_token) = people
    game = await db(_open_game)(alice, invite=["carol"])
    watchers = [await _program(game, token) for token in (carol_token, dave_token)]
    await db(_join)(game, bob)
    heard = [await next_state(watcher) for watcher in watchers]
    assert [state["invited"] for state in heard] == [True, False]
    assert [len([s for s in state["seats"] if s["username"]]) for state in heard] == [2, 2]
    for watcher in watchers:
        await watcher.disconnect()


def _open_game(creator: Any, invite: list[str]) -> Game:
    return services.game_create(creator=creator, game_type="fast-train", seats=3, invite=invite)


def _join(game: Game, user: Any) -> None:
    services.seat_join(game_id=game.pk, user=user)
