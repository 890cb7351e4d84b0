"""Event streams over plain HTTP (api/streaming.py) on a real Daphne process: NDJSON lines that
match the sockets and the published schema, resumable, ended with their credentials, capped per
account, and never showing a seat more than ``GET /api/v1/games/{id}/`` shows it.

The server runs with a 1 s keep-alive and at most 3 streams per account; the games are driven
through the services in this process, whose doorbells reach the server through Redis.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets
from channels.db import database_sync_to_async
from django.test import Client
from openapi_schema_validator import OAS31Validator
from rest_framework.test import APIClient

from accounts.models import ApiToken
from accounts.services import token_revoke
from api.openapi_types import schema_ref
from games import services
from games.models import Game, GameStatus
from tests.api.test_schema import _document, _inline
from tests.factories import SHORT_OPTIONS, moves_played
from tests.realtime.live import PLAYERS, WAIT, flush, make_user, rest_detail, table
from tests.servers import web_on_test_database

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]
db = database_sync_to_async
KEEPALIVE = 1
CAP = 3


@pytest.fixture(scope="module")
def port(django_db_setup: Any, django_db_blocker: Any, tmp_path_factory: Any) -> Iterator[int]:
    log: Path = tmp_path_factory.mktemp("streams") / "web.log"
    with django_db_blocker.unblock():
        settings = {"STREAM_KEEPALIVE_SECONDS": str(KEEPALIVE), "STREAMS_PER_USER": str(CAP)}
        with web_on_test_database(log, **settings) as served:
            yield served


@functools.cache
def line_validator(component: str) -> OAS31Validator:
    """The OpenAPI document's schema of a stream's lines (``MeStreamLine``, ``GameStreamLine``),
    its references inlined: every line a stream sends must be valid against it."""
    document = _document(APIClient())
    return OAS31Validator(_inline(schema_ref(component), document["components"]["schemas"]))


class Lines:
    """The lines of one open stream, parsed, each checked against the published schema."""

    def __init__(self, response: httpx.Response, component: str) -> None:
        self.response = response
        self._lines = response.aiter_lines()
        self.component = component

    async def next(self) -> dict[str, Any]:
        while True:
            raw = await asyncio.wait_for(anext(self._lines), WAIT)
            if raw:
                found = dict(json.loads(raw))
                line_validator(self.component).validate(found)
                return found

    async def event(self) -> dict[str, Any]:
        """The next line that is not a keep-alive."""
        while True:
            found = await self.next()
            if found["type"] != "keepalive":
                return found


@contextlib.asynccontextmanager
async def opened(
    port: int, path: str, token: str | None = None, cookie: str | None = None
) -> AsyncIterator[Lines]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    if cookie:
        headers["Cookie"] = cookie
    url = f"http://127.0.0.1:{port}{path}"
    async with (
        httpx.AsyncClient(timeout=WAIT) as client,
        client.stream("GET", url, headers=headers) as response,
    ):
        assert response.status_code == 200, await response.aread()
        assert response.headers["content-type"] == "application/x-ndjson"
        yield Lines(response, "MeStreamLine" if "/me/" in path else "GameStreamLine")


async def get(port: int, path: str, token: str | None = None) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx.AsyncClient(timeout=WAIT) as client:
        return await client.get(f"http://127.0.0.1:{port}{path}", headers=headers)


async def socket_messages(ws: Any, until: Any) -> list[dict[str, Any]]:
    seen = []
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        seen.append(message)
        if until(message):
            return seen


async def stream_events(lines: Lines, until: Any) -> list[dict[str, Any]]:
    seen = []
    while True:
        message = await lines.event()
        seen.append(message)
        if until(message):
            return seen


def _before(a: str, b: str) -> bool:
    return tuple(map(int, a.split("-"))) < tuple(map(int, b.split("-")))


def _invite_and_play(alice: Any, bob: Any, carol: Any) -> Game:
    """Events for bob: an invitation, a start, turns, changes, and a finish."""
    game = services.game_create(
        creator=alice, game_type="hachi", seats=2, options=SHORT_OPTIONS["hachi"], invite=["bob"]
    )
    services.invitation_accept(game_id=game.pk, user=bob)
    game = moves_played(Game.objects.get(pk=game.pk), [alice, bob], moves=6)
    # Another game of bob's, whose resignation finishes it.
    other = services.game_create(creator=carol, game_type="hachi", seats=2, invite=["bob"])
    services.invitation_accept(game_id=other.pk, user=bob)
    services.game_resign(game_id=other.pk, user=carol)
    return Game.objects.get(pk=other.pk)


async def test_a_stream_sees_every_event_a_socket_sees_in_the_same_order(port: int) -> None:
    alice, _ = await db(make_user)("alice")
    bob, bob_token = await db(make_user)("bob")
    carol, _ = await db(make_user)("carol")
    url = f"ws://127.0.0.1:{port}/ws/me/"
    headers = {"Authorization": f"Bearer {bob_token}"}
    async with (
        websockets.connect(url, additional_headers=headers) as ws,
        opened(port, "/api/v1/me/stream/", bob_token) as lines,
    ):
        opening = await lines.next()
        assert opening["type"] == "keepalive" and opening["since"]
        last = await db(_invite_and_play)(alice, bob, carol)
        await flush()

        def finished(message: dict[str, Any]) -> bool:
            return message.get("kind") == "game_finished" and message["game"] == last.pk

        by_socket = await socket_messages(ws, finished)
        by_stream = await stream_events(lines, finished)
    assert by_stream == by_socket
    kinds = {m.get("kind") for m in by_stream}
    assert {"invitation", "game_started", "your_turn", "game_finished"} <= kinds
    assert any(m["type"] == "game.changed" for m in by_stream)
    ids = [m["event_id"] for m in by_stream]
    assert all(ids) and len(set(ids)) == len(ids)


async def test_a_dropped_stream_resumed_with_since_misses_nothing(port: int) -> None:
    game, (alice, bob), (_alice_token, bob_token) = await table()
    await flush()  # the start's events are out before anyone listens
    url = f"ws://127.0.0.1:{port}/ws/me/"
    headers = {"Authorization": f"Bearer {bob_token}"}
    rng = random.Random(3)
    async with websockets.connect(url, additional_headers=headers) as ws:
        async with opened(port, "/api/v1/me/stream/", bob_token) as lines:
            await lines.next()
            game = await db(moves_played)(game, [alice, bob], moves=2, rng=rng)
            await flush()
            first = await stream_events(lines, lambda m: m.get("version") == game.version)
        # Dropped: meanwhile the game goes on.
        game = await db(moves_played)(game, [alice, bob], moves=4, rng=rng)
        await flush()

        def at_end(message: dict[str, Any]) -> bool:
            return message.get("version") == game.version

        by_socket = await socket_messages(ws, at_end)
        since = first[-1]["event_id"]
        async with opened(port, f"/api/v1/me/stream/?since={since}", bob_token) as lines:
            resumed = await stream_events(lines, at_end)
            keep = await lines.next()  # after the resumed events: where to resume next
            assert keep == {"type": "keepalive", "since": resumed[-1]["event_id"]}
    assert first + resumed == by_socket
    # Resuming from the opening keep-alive of a stream works the same.
    async with opened(port, "/api/v1/me/stream/", bob_token) as lines:
        position = (await lines.next())["since"]
    game = await db(moves_played)(game, [alice, bob], moves=1, rng=rng)
    await flush()
    async with opened(port, f"/api/v1/me/stream/?since={position}", bob_token) as lines:
        missed = await stream_events(lines, lambda m: m.get("version") == game.version)
        assert all(_before(position, m["event_id"]) for m in missed)


async def test_a_since_older_than_the_log_keeps_gets_a_resync(port: int, settings: Any) -> None:
    settings.USER_EVENTS_KEPT = 10
    game, (alice, bob), (_alice_token, bob_token) = await table()
    async with opened(port, "/api/v1/me/stream/", bob_token) as lines:
        since = (await lines.next())["since"]
    game = await db(moves_played)(game, [alice, bob], moves=14)
    await flush()
    async with opened(port, f"/api/v1/me/stream/?since={since}", bob_token) as lines:
        resync = await lines.next()
        assert resync["type"] == "resync" and "/api/v1/me/turns/" in resync["message"]
        keep = await lines.next()
        assert keep == {"type": "keepalive", "since": resync["since"]}
        game = await db(moves_played)(game, [alice, bob], moves=1)
        await flush()
        live = await stream_events(lines, lambda m: m.get("version") == game.version)
        assert all(m["type"] != "resync" for m in live)  # and on it goes, live
    # Ancient (older than a day) is a resync too; a malformed since is a 400.
    async with opened(port, "/api/v1/me/stream/?since=1-0", bob_token) as lines:
        assert (await lines.next())["type"] == "resync"
    refused = await get(port, "/api/v1/me/stream/?since=yesterday", bob_token)
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "invalid"


async def test_keepalive_lines_come_while_nothing_happens(port: int) -> None:
    game, _users, tokens = await table()
    async with opened(port, f"/api/v1/games/{game.pk}/stream/", tokens[0]) as lines:
        assert (await lines.next())["type"] == "game.state"
        loop = asyncio.get_running_loop()
        started = loop.time()
        for _ in range(2):
            assert await lines.next() == {"type": "keepalive", "version": 0}
        assert loop.time() - started < 4 * KEEPALIVE


async def test_a_revoked_token_ends_its_streams_within_a_second_or_so(port: int) -> None:
    game, (alice, _bob), (alice_token, bob_token) = await table()
    await flush()  # the start's news is out before the streams open
    async with (
        opened(port, "/api/v1/me/stream/", alice_token) as mine,
        opened(port, f"/api/v1/games/{game.pk}/stream/", alice_token) as watching,
        opened(port, f"/api/v1/games/{game.pk}/stream/", bob_token) as bobs,
    ):
        await mine.next()
        await watching.next()
        await bobs.next()
        token = await db(ApiToken.objects.get)(user=alice)
        await db(token_revoke)(user=alice, token_id=token.pk)
        await flush()
        loop = asyncio.get_running_loop()
        started = loop.time()
        for lines in (mine, watching):
            end = await lines.event()
            while end["type"] != "end":  # news from before the revocation may still come first
                end = await lines.event()
            assert end["code"] == "unauthorized"
            with pytest.raises(StopAsyncIteration):
                await lines.next()
        assert loop.time() - started < 2.5
        assert await bobs.next() == {"type": "keepalive", "version": 0}  # bob's goes on
    assert (await get(port, "/api/v1/me/stream/", alice_token)).status_code == 401


async def test_a_session_signed_out_ends_its_stream(port: int) -> None:
    alice, _token = await db(make_user)("alice")
    browser = Client()
    await db(browser.force_login)(alice)
    cookie = f"sessionid={browser.cookies['sessionid'].value}"
    async with opened(port, "/api/v1/me/stream/", cookie=cookie) as lines:
        await lines.next()
        assert (await db(browser.post)("/accounts/logout/")).status_code in (200, 302)
        end = await lines.event()
        assert end["code"] == "unauthorized"


async def test_open_streams_are_capped_per_account(port: int) -> None:
    game, _users, (alice_token, bob_token) = await table()
    paths = ["/api/v1/me/stream/", f"/api/v1/games/{game.pk}/stream/", "/api/v1/me/stream/"]
    async with contextlib.AsyncExitStack() as stack:
        held = [await stack.enter_async_context(opened(port, p, alice_token)) for p in paths]
        for lines in held:
            await lines.next()
        refused = await get(port, "/api/v1/me/stream/", alice_token)
        assert refused.status_code == 429
        assert refused.json()["error"]["code"] == "too_many_streams"
        # Another account is not counted against alice.
        async with opened(port, "/api/v1/me/stream/", bob_token) as lines:
            await lines.next()
    # Closed streams free their slots.
    async with opened(port, "/api/v1/me/stream/", alice_token) as lines:
        await lines.next()


async def test_refusals_before_the_stream_are_the_apis_json_errors(port: int) -> None:
    game, _users, _tokens = await table(is_public=False)
    _carol, carol_token = await db(make_user)("carol")
    assert (await get(port, "/api/v1/me/stream/")).status_code == 401
    hidden = await get(port, f"/api/v1/games/{game.pk}/stream/", carol_token)
    assert hidden.status_code == 404 and hidden.json()["error"]["code"] == "not_found"
    odd = await get(port, "/api/v1/me/stream/?sinse=1-0", carol_token)
    assert odd.status_code == 400
    # HEAD: a GET's headers, not an endless body.
    async with httpx.AsyncClient(timeout=WAIT) as client:
        headers = {"Authorization": f"Bearer {carol_token}"}
        head = await client.head(f"http://127.0.0.1:{port}/api/v1/me/stream/", headers=headers)
    assert head.status_code == 200 and head.headers["content-type"] == "application/x-ndjson"


async def test_since_on_a_game_stream_sends_the_state_only_if_newer(port: int) -> None:
    game, users, tokens = await table()
    game = await db(moves_played)(game, users, moves=2)
    path = f"/api/v1/games/{game.pk}/stream/"
    async with opened(port, f"{path}?since={game.version}", tokens[0]) as lines:
        assert await lines.next() == {"type": "keepalive", "version": game.version}
        game = await db(moves_played)(game, users, moves=1)
        await flush()
        state = await lines.event()
        assert state["game"] == await db(rest_detail)(game.pk, tokens[0])
    async with opened(port, f"{path}?since={game.version - 1}", tokens[1]) as lines:
        state = await lines.next()
        assert state["game"] == await db(rest_detail)(game.pk, tokens[1])


@pytest.mark.parametrize("game_type", sorted(PLAYERS))
async def test_each_seats_stream_shows_exactly_what_get_shows_that_seat(
    port: int, game_type: str
) -> None:
    """Every seat of every game type, and a signed-in spectator of a public game: each line is
    ``GET /api/v1/games/{id}/`` for that reader at that version, to the end of the game."""
    names = [f"p{i}" for i in range(PLAYERS[game_type])]
    game, users, tokens = await table(game_type, names)
    _watcher, watcher_token = await db(make_user)("watcher")
    readers = [*tokens, watcher_token]
    path = f"/api/v1/games/{game.pk}/stream/"
    rng = random.Random(f"{game_type}-streams")
    async with contextlib.AsyncExitStack() as stack:
        streams = [await stack.enter_async_context(opened(port, path, t)) for t in readers]
        for lines, token in zip(streams, readers, strict=True):
            first = await lines.next()
            assert first["game"] == await db(rest_detail)(game.pk, token)
        for _ in range(40):
            game = await db(moves_played)(game, users, moves=1, rng=rng)
            await flush()
            for lines, token in zip(streams, readers, strict=True):
                state = await lines.event()
                assert state["type"] == "game.state"
                assert state["game"]["version"] == game.version
                assert state["game"] == await db(rest_detail)(game.pk, token)
            if game.status != GameStatus.ACTIVE:
                for lines in streams:
                    assert (await lines.event())["code"] == "game_over"
                break
