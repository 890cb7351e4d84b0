"""Helpers for the hanafuda board tests: read a game page's buttons and play by posting them."""

from __future__ import annotations

import html
import json
import random
import re
from typing import Any

from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.web.pages import page, signed_in

BUTTON = re.compile(r'<button type="submit" name="action" value="([^"]*)"[^>]*aria-label="([^"]*)"')
ANY_BUTTON = re.compile(r'name="action" value="([^"]*)"')
CARD_ID = re.compile(r"\b\d\d(L|A|R|C\d)\b")
VERSION = re.compile(r'name="expected_version" value="(\d+)"')
SECRETS = re.compile(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]*"|[0-9a-f]{32,64}')


def buttons(text: str) -> list[tuple[dict[str, Any], str]]:
    """(action, accessible label) of every move button on the page."""
    return [
        (json.loads(html.unescape(v)), html.unescape(label)) for v, label in BUTTON.findall(text)
    ]


def action_values(text: str) -> list[str]:
    return [html.unescape(v) for v in ANY_BUTTON.findall(text)]


def public_text(text: str) -> str:
    """The page without random tokens (CSRF, idempotency key, hashes) that could look like ids."""
    return SECRETS.sub("", text)


def assert_nothing_hidden(game: Game, seat: int | None, text: str) -> None:
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    visible = public_text(text)
    for hidden in engine.hidden_from(state, seat):
        assert hidden not in visible, f"{hidden} hidden from seat {seat} is on its page"


def assert_offers_exactly_the_legal_moves(game: Game, seat: int, text: str) -> None:
    engine = get_engine(game.game_type)
    legal = engine.legal_actions(engine.state_from_json(game.state), seat)
    offered = action_values(text)
    assert sorted(offered) == sorted(json.dumps(a, sort_keys=True) for a in legal)
    assert len(offered) == len(set(offered))


def readers_pages(game: Game, users: list[Any], outsider: Any) -> tuple[list[str], list[str]]:
    """Each seat's page and the pages of a signed-in outsider and an anonymous visitor, after
    checking what every board must: nothing hidden shows, a seat to act is offered exactly its
    legal moves, and nobody else is offered any move or shown a hand."""
    seats = []
    for seat, user in enumerate(users):
        text = page(signed_in(user), game)
        assert_nothing_hidden(game, seat, text)
        if seat in game.to_act:
            assert_offers_exactly_the_legal_moves(game, seat, text)
        else:
            assert 'name="action"' not in text
        seats.append(text)
    spectators = [page(client, game) for client in (signed_in(outsider), Client())]
    for text in spectators:
        assert_nothing_hidden(game, None, text)
        assert 'name="action"' not in text and "Your hand" not in text
    return seats, spectators


def play_to_the_end(game: Game, users: list[Any], seed: int = 7, limit: int = 2000) -> int:
    """Post a random button of the page of whoever is to act until the game is over."""
    rng = random.Random(seed)
    clients = [signed_in(u) for u in users]
    posts = 0
    while posts < limit:
        game.refresh_from_db()
        if game.status != "active":
            return posts
        seat = sorted(game.to_act)[0]
        text = page(clients[seat], game)
        assert_nothing_hidden(game, seat, text)
        assert_offers_exactly_the_legal_moves(game, seat, text)
        assert len(buttons(text)) == len(action_values(text)), "a move button without a label"
        for _action, label in buttons(text):
            assert not CARD_ID.search(label) and "{" not in label, label
        choices = action_values(text)
        assert choices, "the player to act has no button"
        response = clients[seat].post(
            f"/games/{game.pk}/move/",
            {
                "action": rng.choice(choices),
                "expected_version": VERSION.search(text).group(1),  # type: ignore[union-attr]
                "idempotency_key": f"k{posts}",
                "confirmed": "1",
            },
        )
        assert response.status_code == 302
        posts += 1
    raise AssertionError("the game did not end")


def log_of(text: str) -> str:
    start = text.index('<section class="log"')
    return text[start : text.index("</section>", start)]


def assert_events_read_as_words(slug: str, players: int, seeds: range = range(3)) -> set[str]:
    """Every event of random games, as the seats see them, reads as a sentence without ids."""
    from games.web.presenters import presenter_for

    engine, presenter = get_engine(slug), presenter_for(slug)
    names = {seat: f"player{seat}" for seat in range(players)}
    kinds: set[str] = set()
    for seed in seeds:
        rng = random.Random(seed)
        state = engine.setup(players=players, options=None, seed=f"words-{seed}")
        while engine.result(state) is None:
            seat = sorted(engine.to_act(state))[0]
            state, events = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            for event in events:
                for viewer in (*range(players), None):
                    seen = engine.event_view(event, viewer)
                    if seen is None:
                        continue
                    line = presenter.event_text(seen, names)
                    assert line and not CARD_ID.search(line), (seen, line)
                    assert "{" not in line and "_" not in line, (seen, line)
                    kinds.add(seen["type"])
    return kinds
