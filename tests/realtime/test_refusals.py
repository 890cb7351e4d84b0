"""Each reason a socket is refused gives its own close code, over real sockets on a real
Daphne (not a bare "403" from a refused upgrade), and a refused socket receives nothing, game
data least of all, before its close. The codes are games/ws_close.py's."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
import websockets
from channels.db import database_sync_to_async

from accounts.models import ApiToken
from accounts.services import token_create, token_revoke
from games.models import Game
from games.socket_messages import MESSAGE_BURST
from games.ws_close import CloseCode
from tests.factories import SHORT_OPTIONS, game_started, moves_played
from tests.realtime.live import WAIT, make_user, table

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]
db = database_sync_to_async

FOREIGN = "https://evil.example"


async def _close_code(url: str, **kwargs: Any) -> int:
    """Open ``url`` (the upgrade must succeed) and return the code it is closed with; any
    message before the close fails the test."""
    async with websockets.connect(url, **kwargs) as socket:
        try:
            message = await asyncio.wait_for(socket.recv(), WAIT)
        except websockets.ConnectionClosed as closed:
            assert closed.rcvd is not None, "closed without a close frame"
            return closed.rcvd.code
    raise AssertionError(f"{url}: sent {str(message)[:300]} before closing")


@db
def _revoked_token(user: Any) -> str:
    token, key = token_create(user=user, name="doomed")
    token_revoke(user=user, token_id=token.pk)
    assert not ApiToken.objects.filter(pk=token.pk).exists()
    return key


async def test_every_refusal_reason_has_its_own_close_code(daphne_port: int) -> None:
    private, (alice, bob), (alice_key, _b) = await table(is_public=False)
    _carol, carol_key = await db(make_user)("carol")
    public = await db(game_started)("hachi", [alice, bob], SHORT_OPTIONS["hachi"])
    base = f"ws://127.0.0.1:{daphne_port}"
    revoked = await _revoked_token(alice)
    game_url = f"{base}/ws/games/{private.pk}/"

    cases: list[tuple[str, dict[str, Any], CloseCode]] = [
        # A bad token is never downgraded to a spectator, even of a public game.
        (f"{base}/ws/games/{public.pk}/?token=nope", {}, CloseCode.UNAUTHORIZED),
        (
            f"{base}/ws/games/{public.pk}/",
            {"additional_headers": {"Authorization": "Bearer nope"}},
            CloseCode.UNAUTHORIZED,
        ),
        (f"{game_url}?token={revoked}", {}, CloseCode.UNAUTHORIZED),
        (f"{base}/ws/me/?token={revoked}", {}, CloseCode.UNAUTHORIZED),
        (f"{base}/ws/me/", {}, CloseCode.UNAUTHORIZED),
        # A browser page of another site, with alice's good token: refused before anything.
        (f"{game_url}?token={alice_key}", {"origin": FOREIGN}, CloseCode.ORIGIN_NOT_ALLOWED),
        (f"{base}/ws/me/?token={alice_key}", {"origin": FOREIGN}, CloseCode.ORIGIN_NOT_ALLOWED),
        (f"{base}/ws/ping/", {"origin": FOREIGN}, CloseCode.ORIGIN_NOT_ALLOWED),
        # The origin check comes first: not the token lookup (4401), not the consumer (4404).
        (f"{base}/ws/games/999999/?token=nope", {"origin": FOREIGN}, CloseCode.ORIGIN_NOT_ALLOWED),
        (f"{base}/ws/games/999999/?token={alice_key}", {}, CloseCode.NOT_FOUND),
        (f"{game_url}?token={carol_key}", {}, CloseCode.NOT_FOUND),  # a stranger, private game
        (game_url, {}, CloseCode.NOT_FOUND),  # anonymous: private games have no spectators
        (f"{base}/ws/nowhere/", {}, CloseCode.NOT_FOUND),
    ]
    for url, kwargs, code in cases:
        assert await _close_code(url, **kwargs) == code, (url, kwargs)

    # The same sockets with the right credentials are served: the refusals are not vacuous.
    async with websockets.connect(f"{game_url}?token={alice_key}") as socket:
        first = json.loads(await asyncio.wait_for(socket.recv(), WAIT))
        assert (first["type"], first["game"]["my_seat"]) == ("game.state", 0)


async def test_a_stranger_refused_while_the_game_moves_gets_no_state(daphne_port: int) -> None:
    """Doorbells ringing while a stranger's socket is being refused never reach it."""
    game, players, _tokens = await table(is_public=False)
    _carol, carol_key = await db(make_user)("carol")
    url = f"ws://127.0.0.1:{daphne_port}/ws/games/{game.pk}/?token={carol_key}"
    moves = asyncio.ensure_future(_play(game, players, 6))
    codes = [await _close_code(url) for _ in range(6)]
    await moves
    assert codes == [CloseCode.NOT_FOUND] * 6


async def _play(game: Game, users: list[Any], moves: int) -> None:
    rng = random.Random(11)
    for _ in range(moves):
        await db(moves_played)(game, users, moves=1, rng=rng)


async def test_a_flood_is_closed_with_its_code(daphne_port: int) -> None:
    game, _players, (key, _b) = await table()
    url = f"ws://127.0.0.1:{daphne_port}/ws/games/{game.pk}/?token={key}"
    async with websockets.connect(url) as socket:
        assert json.loads(await asyncio.wait_for(socket.recv(), WAIT))["type"] == "game.state"
        for _ in range(MESSAGE_BURST * 3):
            await socket.send(json.dumps({"type": "hello", "version": 0}))
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:  # the answers to the hellos the allowance took, then the close
                await asyncio.wait_for(socket.recv(), WAIT)
    assert closed.value.rcvd is not None
    assert closed.value.rcvd.code == CloseCode.TOO_MANY_MESSAGES
