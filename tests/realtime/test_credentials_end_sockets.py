"""Sockets end with the credentials they were opened with: a revoked or rotated token, a
sign-out, a new password close the user's game and user sockets (code 4401) at once; other
users' and spectators' sockets stay open. A new password also revokes every API token."""

from __future__ import annotations

import random
from typing import Any

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from accounts.models import ApiToken
from accounts.services import token_revoke
from games.ws_auth import SocketCredentials
from games.ws_close import CloseCode
from tests.factories import moves_played
from tests.realtime.live import (
    next_state,
    open_socket,
    refused,
    table,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async
#: "Within a second" of the revocation, with headroom for a busy test machine.
CLOSE_WITHIN = 3.0


async def _closed(socket: WebsocketCommunicator) -> int | None:
    """The close code the server sent next, skipping any state pushed before it."""
    while True:
        output = await socket.receive_output(timeout=CLOSE_WITHIN)
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


async def test_a_lost_doorbell_is_made_up_for_at_a_push_once_the_recheck_is_due(
    monkeypatch: Any,
) -> None:
    """The doorbell lost (Redis down when the token was revoked): the socket finds out at its
    next push once RECHECK_SECONDS have passed since its last check."""
    game, (alice, bob), (token, _bob_token) = await table()
    socket = await _opened(f"/ws/games/{game.pk}/", token=token)
    monkeypatch.setattr("games.notify.credentials_group", lambda _user_id: "nobody.hears")
    await db(ApiToken.objects.filter(user=alice).delete)()
    assert await _still_open(socket)
    monkeypatch.setattr(SocketCredentials, "due", lambda self: True)
    await db(moves_played)(game, [alice, bob], moves=1, rng=random.Random(3))
    assert await _closed(socket) == CloseCode.UNAUTHORIZED
