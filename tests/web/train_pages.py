"""Helpers for the train games' board tests: seat users, read the page's buttons, play by them."""

from __future__ import annotations

import html
import json
import random
import re
from html.parser import HTMLParser
from typing import Any

from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.factories import game_started, moves_played
from tests.web.pages import page

BUTTON = re.compile(r'<button type="submit" name="action" value="([^"]*)"')


def offered(text: str) -> list[dict[str, Any]]:
    """Every action offered as a submit button, in page order (duplicates kept)."""
    return [json.loads(html.unescape(value)) for value in BUTTON.findall(text)]


def leaks(text: str, hidden: set[str], seed: str) -> list[str]:
    """Hidden ids found in the page as whole tokens (``B1`` is not found in ``B12``)."""
    found = [seed] if seed in hidden and seed in text else []
    for token in hidden - {seed}:
        if re.search(rf"(?<![A-Za-z0-9]){re.escape(token)}(?![A-Za-z0-9])", text):
            found.append(token)
    return found


def state_of(game: Game) -> Any:
    game.refresh_from_db()
    return get_engine(game.game_type).state_from_json(game.state)


def check_page(game: Game, client: Client, seat: int | None) -> str:
    """The seat's page hides what the seat may not see and offers its legal actions once each."""
    engine = get_engine(game.game_type)
    state = state_of(game)
    text = page(client, game)
    hidden = set(engine.hidden_from(state, seat))
    if game.status == "finished":  # the page reveals the seed once the game is over
        hidden.discard(state.seed)
    assert not leaks(text, hidden, state.seed)
    legal = engine.legal_actions(state, seat) if seat is not None and not game.result else []
    if seat is not None and seat not in engine.to_act(state):
        legal = []
    got = offered(text)
    key = lambda a: json.dumps(a, sort_keys=True)  # noqa: E731
    assert sorted(map(key, got)) == sorted(map(key, legal))
    return text


def play_by_buttons(
    game: Game, clients: dict[int, Client], *, seed: int = 1, max_moves: int = 3000, check_every=0
) -> int:
    """Play the game to its end by posting buttons from the pages; returns the moves made."""
    rng = random.Random(seed)
    engine = get_engine(game.game_type)
    for moves in range(max_moves):
        state = state_of(game)
        if game.status == "finished":
            return moves
        seat = rng.choice(sorted(engine.to_act(state)))
        if check_every and moves % check_every == 0:
            text = check_page(game, clients[seat], seat)
        else:
            text = page(clients[seat], game)
        action = rng.choice(offered(text))
        response = clients[seat].post(
            f"/games/{game.pk}/move/",
            {
                "action": json.dumps(action),
                "expected_version": game.version,
                "idempotency_key": "",
                "confirmed": "1",
            },
        )
        assert response.status_code == 302, response.content[:500]
    raise AssertionError("the game did not end")


ZONE = re.compile(r'data-zone="([^"]*)" data-cards="([^"]*)"')


def zones_on_page(text: str) -> dict[str, list[str]]:
    """The card zones a board marks (``data-zone`` / ``data-cards``), ids in their order."""
    return {name: cards.split() for name, cards in ZONE.findall(text)}


class _Zones(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, list[str]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if attr.get("data-zone"):
            name = str(attr["data-zone"])
            assert name not in self.found, f"zone {name} drawn twice"
            self.found[name] = (attr.get("data-cards") or "").split()


def zones(text: str) -> dict[str, list[str]]:
    """Every ``data-zone`` of a page with its ``data-cards``, in page order."""
    parser = _Zones()
    parser.feed(text)
    return parser.found


def finished(
    game_type: str, users: list[Any], options: dict[str, Any] | None = None, *, seed: int
) -> Game:
    """A game played to its end through the services, by random legal moves from ``seed``."""
    return moves_played(game_started(game_type, users, options), users, rng=random.Random(seed))


def replay_views(game: Game) -> list[Any]:
    """The engine's full view after each step of a finished game (step 0 = the deal), rebuilt
    from the seed and the stored moves."""
    engine = get_engine(game.game_type)
    state = engine.replay(players=game.num_seats, options=game.options, seed=game.seed, moves=[])
    views = [engine.full_view(state)]
    for move in game.moves.order_by("seq"):
        state, _events = engine.apply(state, move.seat, move.action)
        views.append(engine.full_view(state))
    return views


def replay_steps(game: Game, client: Client) -> list[tuple[Any, dict[str, list[str]]]]:
    """At every step of a finished game: the engine's full view, and the zones the replay page
    draws (which offers no move)."""
    steps = []
    for step, view in enumerate(replay_views(game)):
        response = client.get(f"/games/{game.pk}/replay/?step={step}")
        assert response.status_code == 200
        text = response.content.decode()
        assert 'name="action"' not in text, step
        steps.append((view, zones(text)))
    assert len(steps) > 20
    return steps
