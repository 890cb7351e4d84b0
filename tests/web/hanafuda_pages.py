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
from tests.factories import signed_in
from tests.web.pages import page

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


ZONE = re.compile(r'data-zone="([^"]+)" data-cards="([^"]*)"')


def zones_of(text: str) -> dict[str, str]:
    """Every ``data-zone`` of a page and its ``data-cards``; a zone drawn twice fails."""
    found = ZONE.findall(text)
    zones = dict(found)
    assert len(zones) == len(found), f"a zone is drawn twice: {[z for z, _ in found]}"
    return zones


def expected_zones(game: Game, step: int) -> dict[str, str]:
    """The zones a replay page must draw at ``step``, from the engine's own replay and full
    view (every hand face up), independent of the presenters."""
    from games.models import Move

    engine = get_engine(game.game_type)
    moves = Move.objects.filter(game=game, seq__lte=step).order_by("seq")
    state = engine.replay(
        players=game.num_seats, options=game.options, seed=game.seed,
        moves=[(m.seat, m.action) for m in moves],
    )  # fmt: skip
    view = engine.full_view(state)
    zones = {"field": " ".join(view["field"]), "turned": view["turned"] or ""}
    for seat in range(game.num_seats):
        zones[f"hand-{seat}"] = " ".join(view["private"][seat]["hand"])
        zones[f"pile-{seat}"] = " ".join(view["piles"][seat])
    return zones


def assert_replay_draws_every_step(game: Game, client: Client) -> int:
    """GET the replay at every step: its zones are the engine's and nothing can be played."""
    game.refresh_from_db()
    assert game.status == "finished"
    for step in range(game.version + 1):
        response = client.get(f"/games/{game.pk}/replay/?step={step}")
        assert response.status_code == 200
        text = response.content.decode()
        assert zones_of(text) == expected_zones(game, step), f"step {step}"
        assert 'name="action"' not in text and "data-choice" not in text
    return game.version


CARD_BUTTON = re.compile(
    r'<button type="submit" name="action" value="([^"]*)"[^>]*class="hf-move[^"]*"[^>]*>'
    r'.*?<span class="hf-cap">([^<]*)</span></button>',
    re.S,
)
TEXT = re.compile(r">([^<]+)<")


#: The short plant names the card captions use ("Take Mum chaff").
SHORT = {1: "Pine", 2: "Plum", 3: "Cherry", 4: "Wisteria", 5: "Iris", 6: "Peony", 7: "Clover",
         8: "Susuki", 9: "Mum", 10: "Maple", 11: "Willow", 12: "Paulownia"}  # fmt: skip


def caption_name(card: str) -> str:
    """How a caption under a card names the card it takes: its own name, or plant and kind."""
    from games.engines import hanafuda

    c = hanafuda.card(card)
    plant = SHORT[c.month]
    if c.card_class == "ribbon":
        return f"{plant} ribbon"
    return f"{plant} chaff" if c.name.endswith("chaff") else c.name


def card_buttons(text: str) -> list[tuple[dict[str, Any], str]]:
    """(action, visible caption) of every card button on the page."""
    return [
        (json.loads(html.unescape(v)), html.unescape(caption))
        for v, caption in CARD_BUTTON.findall(text)
    ]


def visible_text(text: str) -> str:
    """The text between tags of the game article (what a reader sees, scripts aside)."""
    start = text.index('<article id="game"')
    return " ".join(html.unescape(t) for t in TEXT.findall(text[start:]))


def play_until(game: Game, users: list[Any], wanted: Any, seeds: range = range(300)) -> int:
    """Reach a state where ``wanted(state, seat)`` holds for the seat to act: random legal
    moves found with the engine alone, then submitted. Returns that seat."""
    from games import services

    engine = get_engine(game.game_type)
    game.refresh_from_db()
    for seed in seeds:
        rng, state, path = random.Random(seed), engine.state_from_json(game.state), []
        while engine.result(state) is None:
            seat = sorted(engine.to_act(state))[0]
            if wanted(state, seat):
                for mover, action in path:
                    game.refresh_from_db()
                    services.move_submit(
                        game_id=game.pk, user=users[mover], action=action,
                        expected_version=game.version, idempotency_key=f"u{game.version}",
                    )  # fmt: skip
                game.refresh_from_db()
                return seat
            action = rng.choice(engine.legal_actions(state, seat))
            path.append((seat, action))
            state, _events = engine.apply(state, seat, action)
    raise AssertionError("no such state found")
