"""What every board test does: sign in, fetch a game page, post a move, count its queries."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games.engines.registry import get_engine
from games.models import Game
from tests.factories import signed_in


def create_form(game_type: str, options: dict[str, str], **fields: Any) -> dict[str, Any]:
    """The create form as a browser without script posts it: public, three days a move, no bot
    (``fields`` change these and add the seats), and every option of ``game_type`` (its name
    without the ``opt__<game_type>__`` prefix) with the value given."""
    data: dict[str, Any] = {
        "game_type": game_type,
        "days_per_move": 3,
        "is_public": "on",
        "bots": 0,
        "bot_kind": "greedy",
        "invite": "",
    }
    data.update({f"opt__{game_type}__{name}": value for name, value in options.items()})
    data.update(fields)
    return data


def page(client: Client, game: Game) -> str:
    response = client.get(f"/games/{game.pk}/")
    assert response.status_code == 200
    return response.content.decode()


def post_move(client: Client, game: Game, action: dict[str, Any]) -> None:
    """The move form as the page posts it when the player confirms, at the game's version."""
    game.refresh_from_db()
    response = client.post(
        f"/games/{game.pk}/move/",
        {"action": json.dumps(action), "expected_version": game.version, "confirmed": "1"},
    )
    assert response.status_code == 302


def page_queries_before_and_after(
    game: Game,
    players: list[Any],
    *,
    moves: int,
    choose: Callable[[str], dict[str, Any]],
) -> tuple[int, int]:
    """The queries of seat 0's page now and after ``moves`` moves (or the end), each move the
    action ``choose`` picks from the mover's page."""
    clients = {seat: signed_in(user) for seat, user in enumerate(players)}
    engine = get_engine(game.game_type)

    def count() -> int:
        with CaptureQueriesContext(connection) as captured:
            page(clients[0], game)
        return len(captured.captured_queries)

    fresh = count()
    game.refresh_from_db()
    while game.version < moves and game.status == "active":
        seat = sorted(engine.to_act(engine.state_from_json(game.state)))[0]
        post_move(clients[seat], game, choose(page(clients[seat], game)))
        game.refresh_from_db()
    return fresh, count()
