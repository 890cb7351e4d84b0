"""Helpers for the live-update tests: sockets on the real ASGI app, games driven by services."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

from accounts.models import User
from accounts.services import token_create
from config.asgi import application
from games import selectors
from games.models import Game
from games.notify import doorbells_flush
from tests.factories import SHORT_OPTIONS, client_with_key, game_started, persona

PLAYERS = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 3, "fast-train": 3}

#: Receives wait this long: the machine running the tests may be busy.
WAIT = 10


def make_user(name: str) -> tuple[User, str]:
    """A user and a fresh API token for them."""
    user = persona(name, password=False)
    return user, token_create(user=user, name="live tests")[1]


@database_sync_to_async
def table(
    game_type: str = "hachi", names: Sequence[str] = ("alice", "bob"), **choices: Any
) -> tuple[Game, list[User], list[str]]:
    """A short game of ``game_type`` in play between new users called ``names``, seated in that
    order, each with an API token: the game, its players by seat and their tokens."""
    people = [make_user(name) for name in names]
    users = [user for user, _token in people]
    game = game_started(game_type, users, SHORT_OPTIONS[game_type], **choices)
    return game, users, [token for _user, token in people]


def rest_detail(game_id: int, token: str | None) -> dict[str, Any]:
    response = client_with_key(token).get(f"/api/v1/games/{game_id}/")
    assert response.status_code == 200, response.content
    return dict(response.json())


def payload_for(game_id: int, user: Any) -> dict[str, Any]:
    game, seats = selectors.game_get_for_user(game_id=game_id, user=user)
    return selectors.game_payload(game=game, seats=seats, user=user)


async def open_socket(
    path: str,
    *,
    token: str | None = None,
    header_token: str | None = None,
    headers: list[tuple[bytes, bytes]] | None = None,
) -> tuple[WebsocketCommunicator, bool]:
    """Connect to ``path`` on the real ASGI app; returns the communicator and whether accepted."""
    if token is not None:
        path += ("&" if "?" in path else "?") + f"token={token}"
    all_headers = list(headers or [])
    if header_token is not None:
        all_headers.append((b"authorization", f"Token {header_token}".encode()))
    communicator = WebsocketCommunicator(application, path, headers=all_headers)
    connected, _ = await communicator.connect(timeout=WAIT)
    return communicator, connected


async def refused(
    path: str,
    *,
    token: str | None = None,
    header_token: str | None = None,
    headers: list[tuple[bytes, bytes]] | None = None,
) -> int:
    """The close code a refused socket gets: accepted, then closed at once, with no message
    before the close (a refused socket never sees game data)."""
    communicator, connected = await open_socket(
        path, token=token, header_token=header_token, headers=headers
    )
    assert connected, f"{path}: the handshake itself was refused (a bare 403)"
    output = await communicator.receive_output(timeout=WAIT)
    assert output["type"] == "websocket.close", f"{path}: sent {output} before closing"
    await communicator.disconnect()
    return int(output["code"])


async def next_state(communicator: WebsocketCommunicator) -> dict[str, Any]:
    message = await communicator.receive_json_from(timeout=WAIT)
    assert message["type"] == "game.state", message
    return dict(message["game"])


LIVE_INDICATOR = '<span id="live"'


async def next_fragment(communicator: WebsocketCommunicator) -> str:
    """The next game fragment an HTML socket sends, past the live indicator it sends once it
    is in step with the page."""
    while True:
        text = str(await communicator.receive_from(timeout=WAIT))
        if not text.startswith(LIVE_INDICATOR):
            return text


async def states_until(
    communicator: WebsocketCommunicator, version: int, seen: list[dict[str, Any]]
) -> dict[str, Any]:
    """Receive game states (appending each to ``seen``) until one reaches ``version``."""
    while True:
        state = await next_state(communicator)
        seen.append(state)
        if state["version"] >= version:
            return state


async def flush() -> None:
    await database_sync_to_async(doorbells_flush)()


def dumps(message: Any) -> str:
    return json.dumps(message)
