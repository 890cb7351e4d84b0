"""Sockets end with the credentials they were opened with: a revoked or rotated token, a
sign-out, a new password close the user's game and user sockets (code 4401) at once; other
users' and spectators' sockets stay open. A new password also revokes every API token."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from accounts.models import ApiToken
from accounts.services import token_revoke
from games import ws_auth
from games.notify import user_event_send_now
from games.ws_close import CloseCode
from tests.factories import moves_played
from tests.realtime.live import (
    WAIT,
    flush,
    next_state,
    open_socket,
    refused,
    table,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async
#: "Within a second" of the revocation, with headroom for a busy test machine.
CLOSE_WITHIN = 3.0


async def _closed(socket: WebsocketCommunicator, within: float = CLOSE_WITHIN) -> int | None:
    """The close code the server sent next, skipping any state pushed before it."""
    while True:
        output = await socket.receive_output(timeout=within)
        if output["type"] == "websocket.close":
            return int(output["code"])


async def _still_open(socket: WebsocketCommunicator) -> bool:
    return bool(await socket.receive_nothing(timeout=0.5))


async def _opened(path: str, **kwargs: Any) -> WebsocketCommunicator:
    socket, connected = await open_socket(path, **kwargs)
    assert connected
    if path.startswith("/ws/games/"):
        await next_state(socket)
    return socket


async def test_a_revoked_token_closes_its_sockets_and_no_others() -> None:
    game, (alice, _bob), (alice_token, bob_token) = await table()
    path = f"/ws/games/{game.pk}/"
    alice_game = await _opened(path, token=alice_token)
    alice_me = await _opened("/ws/me/", header_token=alice_token)
    bob_game = await _opened(path, token=bob_token)
    spectator = await _opened(path)

    token = await db(ApiToken.objects.get)(user=alice)
    await db(token_revoke)(user=alice, token_id=token.pk)

    assert await _closed(alice_game) == CloseCode.UNAUTHORIZED
    assert await _closed(alice_me) == CloseCode.UNAUTHORIZED
    assert await _still_open(bob_game) and await _still_open(spectator)
    assert await refused(path, token=alice_token) == CloseCode.UNAUTHORIZED
    for socket in (bob_game, spectator):
        await socket.disconnect()


async def test_a_new_password_revokes_tokens_and_closes_sockets() -> None:
    game, (alice, _bob), (token, _bob_token) = await table()
    socket = await _opened(f"/ws/games/{game.pk}/", token=token)
    me = await _opened("/ws/me/", token=token)

    def change_password() -> None:
        alice.set_password("a-brand-new-passphrase")
        alice.save()

    await db(change_password)()
    assert await _closed(socket) == CloseCode.UNAUTHORIZED
    assert await _closed(me) == CloseCode.UNAUTHORIZED
    assert not await db(ApiToken.objects.filter(user=alice).exists)()
    api = Client(HTTP_AUTHORIZATION=f"Token {token}")
    assert (await db(api.get)("/api/v1/me/")).status_code == 401


async def test_signing_out_closes_that_sessions_sockets_only() -> None:
    game, (alice, _bob), _tokens = await table()
    phone, laptop = Client(), Client()
    await db(phone.force_login)(alice)
    await db(laptop.force_login)(alice)

    def headers(client: Client) -> list[tuple[bytes, bytes]]:
        cookie = f"sessionid={client.cookies['sessionid'].value}".encode()
        return [(b"cookie", cookie), (b"origin", b"http://localhost")]

    on_phone = await _opened(f"/ws/games/{game.pk}/", headers=headers(phone))
    me_on_phone = await _opened("/ws/me/", headers=headers(phone))
    on_laptop = await _opened(f"/ws/games/{game.pk}/", headers=headers(laptop))

    assert (await db(phone.post)("/accounts/logout/")).status_code in (200, 302)
    assert await _closed(on_phone) == CloseCode.UNAUTHORIZED
    assert await _closed(me_on_phone) == CloseCode.UNAUTHORIZED
    assert await _still_open(on_laptop)
    await on_laptop.disconnect()


def _doorbell_lost(monkeypatch: Any) -> None:
    """The credentials doorbell rings where no socket listens (Redis was down, say)."""
    monkeypatch.setattr("games.notify.credentials_group", lambda _user_id: "nobody.hears")


async def test_a_lost_doorbell_is_made_up_for_at_the_next_push(monkeypatch: Any) -> None:
    """The doorbell lost: the socket still finds out at its next push once the last check of
    its token is CHECK_TTL_SECONDS old (at most a second)."""
    # The clock stands still until the test moves it: a busy machine cannot age the check.
    now = ws_auth._clock()
    monkeypatch.setattr(ws_auth, "_clock", lambda: now)
    game, (alice, bob), (token, _bob_token) = await table()
    socket = await _opened(f"/ws/games/{game.pk}/", token=token)
    moved = await db(moves_played)(game, [alice, bob], moves=1, rng=random.Random(3))
    # A push checked the token, which still held (the start's doorbell may push first).
    while (await next_state(socket))["version"] < moved.version:
        pass
    _doorbell_lost(monkeypatch)
    await db(ApiToken.objects.filter(user=alice).delete)()
    assert await _still_open(socket)
    later = now + ws_auth.CHECK_TTL_SECONDS
    monkeypatch.setattr(ws_auth, "_clock", lambda: later)
    await db(moves_played)(game, [alice, bob], moves=1, rng=random.Random(4))
    # The push, not the clock, is what this waits for: a busy machine may take its time.
    assert await _closed(socket, within=WAIT) == CloseCode.UNAUTHORIZED


async def test_with_the_doorbell_lost_a_signed_out_page_stops_hearing_within_a_second(
    monkeypatch: Any,
) -> None:
    """Pushes keep coming to a signed-out session's /ws/me/ socket (its doorbell lost): the
    socket closes with 4401 within a second, on the clock, at a push."""
    _game, (alice, _bob), _tokens = await table()
    browser = Client()
    await db(browser.force_login)(alice)
    cookie = f"sessionid={browser.cookies['sessionid'].value}".encode()
    me = await _opened("/ws/me/", headers=[(b"cookie", cookie), (b"origin", b"http://localhost")])
    _doorbell_lost(monkeypatch)
    assert (await db(browser.post)("/accounts/logout/")).status_code in (200, 302)
    signed_out = time.monotonic()
    pushes = 0
    while True:
        assert await asyncio.to_thread(
            user_event_send_now, user_id=alice.pk, kind="your_turn", game_id=1, event_id=""
        )
        pushes += 1
        output = await me.receive_output(timeout=CLOSE_WITHIN)
        if output["type"] == "websocket.close":
            break
        assert time.monotonic() - signed_out < CLOSE_WITHIN, f"still open after {pushes} pushes"
    assert output["code"] == CloseCode.UNAUTHORIZED


async def test_pushes_within_a_second_share_one_check_of_the_token(monkeypatch: Any) -> None:
    """Every push is checked, yet the sockets of one token share the answer for a second: two
    sockets hearing five pushes cost one query."""
    _game, (alice, _bob), (token, _bob_token) = await table()
    await flush()  # the start's own events are out before the sockets listen
    sockets = [await _opened("/ws/me/", token=token) for _ in range(2)]
    checks: list[tuple[int, str, str]] = []
    real_check = ws_auth._credentials_valid

    async def counted(*credential: Any) -> bool:
        checks.append(credential)
        return bool(await real_check(*credential))

    monkeypatch.setattr(ws_auth, "_credentials_valid", counted)
    frozen = ws_auth._clock()
    monkeypatch.setattr(ws_auth, "_clock", lambda: frozen)  # all within one second
    for game_id in range(1, 6):
        assert await asyncio.to_thread(
            user_event_send_now, user_id=alice.pk, kind="your_turn", game_id=game_id, event_id=""
        )
    for socket in sockets:
        heard = [(await socket.receive_json_from(timeout=WAIT))["game"] for _ in range(5)]
        assert heard == [1, 2, 3, 4, 5]
        await socket.disconnect()
    assert len(checks) == 1
