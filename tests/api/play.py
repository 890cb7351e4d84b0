"""Drive whole games through the public REST API, as a third-party client would.

Shared by the full-game, hidden-information and audit tests. Everything goes through HTTP
(``/api/v1/games/...``); the only non-HTTP reads are diagnostics (the game seed in failure
messages) and, in the hidden-information tests, the stored state that ``hidden_from`` needs.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rest_framework.test import APIClient

from games.models import Game

GAMES = "/api/v1/games/"


def body_of(response: Any, status: int) -> Any:
    """The JSON body of ``response``, after checking its status (the body is in the message)."""
    content = response.content[:800] if hasattr(response, "content") else b""
    assert response.status_code == status, f"{response.status_code} != {status}: {content!r}"
    return response.json()


def game_url(game_id: int, tail: str = "") -> str:
    return f"{GAMES}{game_id}/{tail}"


def game_body(client: APIClient, game: Game) -> dict[str, Any]:
    """``game`` as ``client`` reads it from the API."""
    body: dict[str, Any] = body_of(client.get(game_url(game.pk)), 200)
    return body


@dataclass
class Table:
    """A game in play and the clients sitting at it (``clients[i]`` holds seat ``i``)."""

    game_id: int
    clients: list[APIClient]
    game: dict[str, Any]

    @property
    def version(self) -> int:
        return int(self.game["version"])


def open_table(
    clients: Sequence[APIClient],
    game_type: str,
    options: dict[str, Any] | None = None,
    **extra: Any,
) -> Table:
    """The first client creates a game for ``len(clients)`` players; the others join in order."""
    request = {"game_type": game_type, "seats": len(clients), "options": options or {}, **extra}
    game = body_of(clients[0].post(GAMES, request, format="json"), 201)
    assert game["my_seat"] == 0
    for seat, client in enumerate(clients[1:], start=1):
        assert game["status"] == "open"
        game = body_of(client.post(game_url(game["id"], "join/")), 200)
        assert game["my_seat"] == seat
    assert game["status"] == "active", game["status"]
    assert game["version"] == 0
    return Table(game_id=game["id"], clients=list(clients), game=game)


def legal_moves(client: APIClient, game_id: int) -> dict[str, Any]:
    result: dict[str, Any] = body_of(client.get(game_url(game_id, "legal-moves/")), 200)
    return result


def post_move(
    client: APIClient,
    game_id: int,
    action: dict[str, Any],
    expected_version: int,
    *,
    key: str | None = None,
) -> Any:
    headers = {"Idempotency-Key": key} if key else {}
    return client.post(
        game_url(game_id, "moves/"),
        {"action": action, "expected_version": expected_version},
        format="json",
        headers=headers,
    )


#: Called after every accepted move with (table, seat that moved, its action, response body).
AfterMove = Callable[[Table, int, dict[str, Any], dict[str, Any]], None]
#: Called with (seat, body) for every legal-moves answer the driver reads.
SeeOffer = Callable[[int, dict[str, Any]], None]


def play_to_end(
    table: Table,
    rng: random.Random,
    *,
    after_move: AfterMove | None = None,
    see_offer: SeeOffer | None = None,
    max_moves: int = 1500,
    stop_after: int | None = None,
) -> dict[str, Any]:
    """Play seeded random legal moves until the game is over; returns the last game body.

    ``stop_after`` ends early (game still active) once that many moves were posted.

    Each step asks every seat in ``to_act`` for its legal moves at the same version (several
    seats at once during a simultaneous step), then posts one move per seat in a random order,
    each with the current ``expected_version`` and a fresh ``Idempotency-Key``. Every post
    must answer 201 with the version one higher than before.
    """
    game = table.game
    posted = 0
    while game["status"] == "active":
        to_act = list(game["to_act"])
        assert to_act, "an active game must have a seat to act"
        offers = {seat: legal_moves(table.clients[seat], table.game_id) for seat in to_act}
        for seat, offer in offers.items():
            if see_offer is not None:
                see_offer(seat, offer)
            assert offer["version"] == game["version"], (seat, offer["version"], game["version"])
            assert offer["actions"], f"seat {seat} is to act but has no legal action"
        for seat in rng.sample(to_act, len(to_act)):
            assert game["status"] == "active"
            assert seat in game["to_act"], (seat, game["to_act"])
            action = rng.choice(offers[seat]["actions"])
            before = game["version"]
            response = post_move(
                table.clients[seat], table.game_id, action, before, key=str(uuid.uuid4())
            )
            game = body_of(response, 201)
            assert game["version"] == before + 1
            assert game["my_seat"] == seat
            table.game = game
            posted += 1
            assert posted <= max_moves, f"game {table.game_id} did not end in {max_moves} moves"
            if after_move is not None:
                after_move(table, seat, action, game)
            if stop_after is not None and posted >= stop_after:
                return game
    return game


def all_moves(client: APIClient, game_id: int) -> dict[str, Any]:
    """The whole move log as ``client`` sees it, following ``has_more`` pages via ``since``."""
    moves: list[dict[str, Any]] = []
    since = 0
    while True:
        page = body_of(client.get(game_url(game_id, "moves/"), {"since": since}), 200)
        moves.extend(page["moves"])
        if not page["has_more"]:
            return {"version": page["version"], "moves": moves}
        since = moves[-1]["seq"]
