"""Sockets take an OAuth app's access token as they take a personal token (docs/oauth.md): it
needs ``games:read`` (4406 without it, like a personal token without it), and revoking the app's
access closes its sockets within about a second (4401), leaving the user's other sockets open."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from accounts.oauth_services import app_access_revoke
from accounts.services import token_create
from games.ws_close import CloseCode
from tests.api.oauth_tokens import app_key, app_of
from tests.realtime.live import next_state, open_socket, refused, table

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async
CLOSE_WITHIN = 3.0  # "within a second", with headroom for a busy test machine


async def _closed(socket: WebsocketCommunicator) -> int:
    while True:
        output = await socket.receive_output(timeout=CLOSE_WITHIN)
        if output["type"] == "websocket.close":
            return int(output["code"])


async def test_an_app_token_opens_sockets_until_its_access_is_revoked() -> None:
    game, (alice, _bob), (alice_token, _bob_token) = await table()
    app = await db(app_of)(alice)
    key = await db(app_key)(alice, ["games:read"], app=app)
    path = f"/ws/games/{game.pk}/"
    app_game, connected = await open_socket(path, token=key)
    assert connected
    await next_state(app_game)
    app_me, connected = await open_socket("/ws/me/", header_token=key)
    assert connected
    own, connected = await open_socket(path, token=alice_token)
    assert connected
    await next_state(own)

    await db(app_access_revoke)(user=alice, app_id=app.pk)

    assert await _closed(app_game) == CloseCode.UNAUTHORIZED
    assert await _closed(app_me) == CloseCode.UNAUTHORIZED
    assert await own.receive_nothing(timeout=0.5)  # her own token's socket stays
    assert await refused(path, token=key) == CloseCode.UNAUTHORIZED
    await own.disconnect()


async def test_a_token_without_games_read_is_refused_4406() -> None:
    game, (alice, _bob), _tokens = await table()
    app_token = await db(app_key)(alice, ["games:play"])
    assert await refused(f"/ws/games/{game.pk}/", token=app_token) == CloseCode.INSUFFICIENT_SCOPE
    personal = (await db(token_create)(user=alice, name="w", scopes=["webhooks"]))[1]
    assert await refused("/ws/me/", token=personal) == CloseCode.INSUFFICIENT_SCOPE
