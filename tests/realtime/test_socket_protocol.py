"""Every message real sockets get while games of each type are played from invitation to end,
on a real Daphne, is one of its channel's messages in the AsyncAPI document that Daphne serves
(``/api/v1/asyncapi/``), valid against that message's payload schema: ``game.state`` against
the REST ``Game`` component the document embeds, and the hellos the clients send too."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
import websockets
from channels.db import database_sync_to_async

from games import services
from games.models import Game, GameStatus
from games.notify import user_event_send_now
from tests.asyncapi_check import assert_documented
from tests.factories import SHORT_OPTIONS, moves_played
from tests.realtime.live import PLAYERS, WAIT, make_user

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]
db = database_sync_to_async

Message = dict[str, Any]


class Recorder:
    """Reads everything a socket is sent, as it comes, so a test waits on what arrived."""

    def __init__(self, socket: Any, channel: str) -> None:
        self.socket, self.channel = socket, channel
        self.messages: list[Message] = []
        self._arrived = asyncio.Event()
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            async for text in self.socket:
                self.messages.append(json.loads(text))
                self._arrived.set()

    async def until(self, wanted: Callable[[Message], bool], after: int = 0) -> Message:
        """The first message (from index ``after``) that is ``wanted``, once it arrived."""
        while True:
            for message in self.messages[after:]:
                if wanted(message):
                    return message
            self._arrived.clear()
            await asyncio.wait_for(self._arrived.wait(), WAIT)

    async def send(self, message: Message | str) -> None:
        await self.socket.send(message if isinstance(message, str) else json.dumps(message))

    async def close(self) -> None:
        await self.socket.close()
        await self._reader


def _get_document(port: int) -> Message:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    connection.request("GET", "/api/v1/asyncapi/")
    response = connection.getresponse()
    assert response.status == 200
    return dict(json.loads(response.read()))


def _state(version: int | None = None, status: str | None = None) -> Callable[[Message], bool]:
    def wanted(m: Message) -> bool:
        if m["type"] != "game.state":
            return False
        return (version is None or m["game"]["version"] >= version) and (
            status is None or m["game"]["status"] == status
        )

    return wanted


def _event(kind: str, game_id: int) -> Callable[[Message], bool]:
    return lambda m: m["type"] == "user.event" and (m["kind"], m["game"]) == (kind, game_id)


async def _play_to_the_end(game: Game, users: list[Any], sockets: list[Recorder]) -> Game:
    """Random moves until the end, each once every socket has the state before it (a player's
    pace, not a flood that could overrun a channel's capacity in the layer)."""
    rng = random.Random(game.pk)
    while game.status != GameStatus.FINISHED:
        for recorder in sockets:
            await recorder.until(_state(version=game.version))
        game = await db(moves_played)(game, users, moves=1, rng=rng)
    return game


async def _one_game(
    base: str, game_type: str, people: list[tuple[Any, str]], me: dict[str, Recorder]
) -> list[Recorder]:
    """Invite, start, say hello, play to the end: returns the game sockets (players by query
    or header token, and an anonymous spectator)."""
    users = [user for user, _ in people[: PLAYERS[game_type]]]
    game = await db(services.game_create)(
        creator=users[0],
        game_type=game_type,
        seats=len(users),
        options=SHORT_OPTIONS[game_type],
        invite=[u.username for u in users[1:]],
    )
    for user in users[1:]:
        await me[user.username].until(_event("invitation", game.pk))
    url = f"{base}/ws/games/{game.pk}/"
    sockets = [Recorder(await websockets.connect(url), "game")]
    for seat, (_user, key) in enumerate(people[: len(users)]):
        if seat % 2:
            bearer = {"Authorization": f"Bearer {key}"}
            socket = await websockets.connect(url, additional_headers=bearer)
        else:
            socket = await websockets.connect(f"{url}?token={key}")
        sockets.append(Recorder(socket, "game"))
    for user in users[1:]:
        await db(services.seat_join)(game_id=game.pk, user=user)
    game = await db(Game.objects.get)(pk=game.pk)
    for recorder in sockets:
        await recorder.until(_state(status="active"))
    hello = {"type": "hello", "version": game.version}
    await sockets[1].send(hello)  # in step: up_to_date
    await sockets[1].until(lambda m: m["type"] == "up_to_date")
    await sockets[2].send("not json")
    await sockets[2].until(lambda m: m["type"] == "error")
    game = await _play_to_the_end(game, users, sockets)
    for recorder in sockets:
        await recorder.until(_state(version=game.version, status="finished"))
    for user in users:
        await me[user.username].until(_event("game_finished", game.pk))
    before = len(sockets[0].messages)
    await sockets[0].send({"type": "hello", "version": 0})  # behind: the state at once
    await sockets[0].until(_state(version=game.version), after=before)
    return sockets


async def test_every_message_of_played_games_is_documented(daphne_port: int) -> None:
    base = f"ws://127.0.0.1:{daphne_port}"
    document = await asyncio.to_thread(_get_document, daphne_port)
    people = [await db(make_user)(name) for name in ("alice", "bob", "carol")]
    me = {
        user.username: Recorder(await websockets.connect(f"{base}/ws/me/?token={key}"), "me")
        for user, key in people
    }
    sockets: list[Recorder] = []
    for game_type in SHORT_OPTIONS:
        sockets += await _one_game(base, game_type, people, me)

    # A live reminder, as the reminder outbox sends it (with its row's id).
    alice, game = people[0][0], await db(Game.objects.latest)("pk")
    sent = await db(user_event_send_now)(
        user_id=alice.pk, kind="deadline_warning", game_id=game.pk, event_id="reminder-1"
    )
    assert sent
    await me["alice"].until(lambda m: m.get("id") == "reminder-1")
    await me["bob"].send({"type": "hello", "version": 0})
    await me["bob"].until(lambda m: m["type"] == "error")

    seen: dict[str, int] = {}
    for recorder in [*sockets, *me.values()]:
        await recorder.close()
        for message in recorder.messages:
            name = assert_documented(document, recorder.channel, message)
            seen[name] = seen.get(name, 0) + 1
    assert assert_documented(document, "game", {"type": "hello", "version": 3}) == "hello"
    assert set(seen) == {"gameState", "upToDate", "error", "userEvent", "gameChanged"}, seen
    kinds = {m["kind"] for r in me.values() for m in r.messages if m["type"] == "user.event"}
    assert kinds == {"invitation", "game_started", "your_turn", "game_finished", "deadline_warning"}
