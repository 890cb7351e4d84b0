"""``/ws/games/{id}/`` on the real ASGI app and the real Redis channel layer (design §6)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from channels.db import database_sync_to_async
from django.test import Client

from games import selectors
from games.engines.registry import get_engine
from games.ws_close import CloseCode
from tests.factories import moves_played
from tests.realtime.live import (
    LIVE_INDICATOR,
    make_user,
    next_fragment,
    next_state,
    open_socket,
    payload_for,
    refused,
    rest_detail,
    states_until,
    table,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

db = database_sync_to_async


async def test_members_receive_every_update_in_order_equal_to_a_fresh_rest_get() -> None:
    game, users, tokens = await table()
    sockets = [(await open_socket(f"/ws/games/{game.pk}/", token=t))[0] for t in tokens]
    for socket, token in zip(sockets, tokens, strict=True):
        first = await next_state(socket)
        assert first == await db(rest_detail)(game.pk, token)
    rng = random.Random(7)
    seen: list[list[dict[str, Any]]] = [[] for _ in sockets]
    for _ in range(12):
        game = await db(moves_played)(game, users, moves=1, rng=rng)
        for i, socket in enumerate(sockets):
            pushed = await states_until(socket, game.version, seen[i])
            # Exactly what GET /api/v1/games/{id}/ answers this user now.
            assert pushed == await db(rest_detail)(game.pk, tokens[i])
    for states in seen:
        versions = [s["version"] for s in states]
        assert versions == sorted(set(versions)), versions
        assert versions[-1] == game.version
    for socket in sockets:
        assert await socket.receive_nothing(timeout=0.3)
        await socket.disconnect()


async def test_a_spectator_gets_the_spectator_view() -> None:
    game, users, _tokens = await table()
    socket, connected = await open_socket(f"/ws/games/{game.pk}/")
    assert connected
    await next_state(socket)
    game = await db(moves_played)(game, users, moves=1, rng=random.Random(1))
    pushed = await next_state(socket)
    engine = get_engine(game.game_type)
    assert pushed["my_seat"] is None
    assert pushed["version"] == game.version
    assert pushed["view"] == engine.view(engine.state_from_json(game.state), None)
    assert pushed == await db(rest_detail)(game.pk, None)
    await socket.disconnect()


async def test_a_reconnect_or_hello_with_an_old_version_catches_up() -> None:
    game, users, tokens = await table()
    socket, _ = await open_socket(f"/ws/games/{game.pk}/", token=tokens[1])
    seen_version = (await next_state(socket))["version"]
    await socket.disconnect()
    rng = random.Random(3)
    for _ in range(3):
        # Nobody listening: pushes are lost.
        game = await db(moves_played)(game, users, moves=1, rng=rng)
    socket, _ = await open_socket(f"/ws/games/{game.pk}/", header_token=tokens[1])
    assert (await next_state(socket))["version"] == game.version
    await socket.send_json_to({"type": "hello", "version": seen_version})
    caught_up = await next_state(socket)
    assert caught_up == await db(rest_detail)(game.pk, tokens[1])
    await socket.send_json_to({"type": "hello", "version": game.version})
    assert await socket.receive_json_from(timeout=5) == {
        "type": "up_to_date",
        "version": game.version,
    }
    await socket.send_json_to({"type": "hello", "version": "7"})
    assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    await socket.disconnect()


async def test_an_older_version_is_never_sent_after_a_newer_one() -> None:
    game, users, tokens = await table()
    socket, _ = await open_socket(f"/ws/games/{game.pk}/", token=tokens[0])
    await next_state(socket)
    game = await db(moves_played)(game, users, moves=1, rng=random.Random(5))
    assert (await next_state(socket))["version"] == game.version
    # A late doorbell for an old version and a repeat of the current one send nothing.
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    await layer.group_send(
        f"game.{game.pk}", {"type": "game.changed", "game": game.pk, "version": 0}
    )
    await layer.group_send(
        f"game.{game.pk}", {"type": "game.changed", "game": game.pk, "version": game.version}
    )
    assert await socket.receive_nothing(timeout=0.5)
    await socket.disconnect()


async def test_token_in_query_or_header_and_session_cookie_authenticate() -> None:
    game, users, tokens = await table(is_public=False)
    for kwargs in ({"token": tokens[1]}, {"header_token": tokens[1]}):
        socket, connected = await open_socket(f"/ws/games/{game.pk}/", **kwargs)
        assert connected
        assert (await next_state(socket))["my_seat"] == 1
        await socket.disconnect()
    client = Client()
    await db(client.force_login)(users[0])
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()
    headers = [(b"cookie", cookie), (b"origin", b"http://localhost")]
    socket, connected = await open_socket(f"/ws/games/{game.pk}/", headers=headers)
    assert connected
    assert (await next_state(socket))["my_seat"] == 0
    await socket.disconnect()


async def test_refused_bad_token_private_non_member_foreign_origin_unknown_game() -> None:
    game, _users, tokens = await table(is_public=False)
    _carol, carol_token = await db(make_user)("carol")
    path = f"/ws/games/{game.pk}/"
    cases: list[tuple[dict[str, Any], CloseCode]] = [
        ({"token": "not-a-token"}, CloseCode.UNAUTHORIZED),
        ({"header_token": "not-a-token"}, CloseCode.UNAUTHORIZED),
        ({"token": carol_token}, CloseCode.NOT_FOUND),  # a member of nothing here
        ({}, CloseCode.NOT_FOUND),  # anonymous: private games have no spectators
        (
            {"token": tokens[0], "headers": [(b"origin", b"https://evil.example")]},
            CloseCode.ORIGIN_NOT_ALLOWED,
        ),
    ]
    for kwargs, code in cases:
        assert await refused(path, **kwargs) == code, kwargs
    assert await refused("/ws/games/999999/", token=tokens[0]) == CloseCode.NOT_FOUND


async def test_html_format_sends_an_escaped_out_of_band_fragment() -> None:
    game, users, tokens = await table()
    socket, _ = await open_socket(f"/ws/games/{game.pk}/?format=html", token=tokens[0])
    html = await socket.receive_from(timeout=10)
    assert html.lstrip().startswith('<article id="game"')  # the game page's own partial
    assert 'hx-swap-oob="morph"' in html  # morphed in place: open panels stay open
    assert f'data-version="{game.version}"' in html
    assert "(you)" in html or "You" in html
    live = await socket.receive_from(timeout=10)
    assert live.startswith(LIVE_INDICATOR) and f'data-synced="{game.version}"' in live
    game = await db(moves_played)(game, users, moves=1, rng=random.Random(2))
    assert f'data-version="{game.version}"' in await next_fragment(socket)
    payload = await db(payload_for)(game.pk, users[0])
    assert payload["version"] == game.version
    await socket.disconnect()


async def test_a_page_that_is_up_to_date_gets_no_fragment_on_connect() -> None:
    """The page names the state it shows (its digest): connecting sends only the indicator,
    and the next move sends the new board."""
    game, users, tokens = await table()
    payload = await db(payload_for)(game.pk, users[0])
    digest = selectors.payload_digest(payload)
    path = f"/ws/games/{game.pk}/?format=html&digest={digest}"
    socket, _ = await open_socket(path, token=tokens[0])
    first = await socket.receive_from(timeout=10)
    assert first.startswith(LIVE_INDICATOR), first[:80]
    game = await db(moves_played)(game, users, moves=1, rng=random.Random(3))
    assert f'data-version="{game.version}"' in await socket.receive_from(timeout=10)
    stale, _ = await open_socket(path, token=tokens[0])  # a page from before that move
    assert f'data-version="{game.version}"' in await stale.receive_from(timeout=10)
    await socket.disconnect()
    await stale.disconnect()


async def test_an_idle_socket_outlives_the_layers_blocking_pop() -> None:
    # channels_redis blocks 5 s per BZPOPMIN; a socket read timeout at or under that kills
    # idle sockets' receive loops ("Timeout reading from ...") on a busy machine.
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    assert layer.create_pool(0).connection_kwargs["socket_timeout"] > layer.brpop_timeout + 10
    game, users, tokens = await table()
    socket, _ = await open_socket(f"/ws/games/{game.pk}/", token=tokens[0])
    await next_state(socket)
    await asyncio.sleep(layer.brpop_timeout + 2)
    game = await db(moves_played)(game, users, moves=1, rng=random.Random(9))
    assert (await next_state(socket))["version"] == game.version
    await socket.disconnect()


async def test_an_invitee_watches_a_private_game_and_hears_every_move() -> None:
    # Seated users and public games use the socket's shared read; an invitee without a seat
    # takes the full visibility check on every doorbell.
    _carol, carol_token = await db(make_user)("carol")
    game, users, _tokens = await table(is_public=False, invite=["bob", "carol"])
    watcher, connected = await open_socket(f"/ws/games/{game.pk}/", token=carol_token)
    assert connected
    assert (await next_state(watcher))["my_seat"] is None
    rng = random.Random(12)
    for _ in range(2):
        game = await db(moves_played)(game, users, moves=1, rng=rng)
        assert (await next_state(watcher)) == await db(rest_detail)(game.pk, carol_token)
    await watcher.disconnect()
