"""The Take the Train board: lines from the Stations, runs and specialty plays as buttons."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.web.pages import page, page_queries_before_and_after, post_move, signed_in
from tests.web.train_pages import (
    check_page,
    offered,
    play_by_buttons,
    start_game,
    state_of,
)

SLUG = "take-the-train"
LABEL = re.compile(
    r"(Play (blue|green|magenta|orange|Free Ride) .*|Open the \w+ line .*|Close the \w+ end .*"
    r"|Put your .* Free Ride|Transfer: .*|Take the Train: pay 1 fare .*|Deal round \d+)"
)


@pytest.fixture
def players(django_user_model: Any) -> list[Any]:
    names = ["alice", "<script>alert(1)", "carol"]
    return [django_user_model.objects.create_user(n, password="pw-123456!") for n in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return start_game(players, SLUG)


@pytest.mark.django_db
def test_each_seat_sees_its_hand_the_lines_and_only_its_moves(game: Game, players) -> None:
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        assert "Your hand (" in text and 'class="tt-line' in text
        assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
    spectator = check_page(game, Client(), None)
    assert "Your hand" not in spectator and "Station" in spectator


@pytest.mark.django_db
def test_labels_are_words_for_every_kind_of_play(game: Game, players) -> None:
    engine = get_engine(SLUG)
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    kinds: set[str] = set()
    for _ in range(80):
        state = state_of(game)
        if game.status != "active":
            break
        seat = sorted(engine.to_act(state))[0]
        text = page(clients[seat], game)
        labels = re.findall(r'class="choice">([^<]*)</button>', text)
        assert labels and all(LABEL.fullmatch(x) for x in labels), labels
        assert not re.search(r"\b(FR|EL|TR)\d\b", re.sub(r'value="[^"]*"', "", text))
        actions = offered(text)
        kinds.update(a["type"] for a in actions)
        starts_with_a_card = any(a["type"] not in ("take_the_train", "deal") for a in actions)
        assert ('<details class="tt-pick">' in text) == starts_with_a_card
        post_move(clients[seat], game, actions[-1])  # specialty plays and Station plays come last
    assert {"extend", "take_the_train"} & kinds


@pytest.mark.django_db
def test_a_whole_match_by_the_buttons_shows_the_round_results(players) -> None:
    game = start_game(players, SLUG, {"match": "rounds:2"})
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    assert play_by_buttons(game, clients, seed=6, check_every=9) > 10
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text and "Round results" in text
        assert "<caption>Round 1: " in text and "<caption>Round 2: " in text
        assert "2 fares per specialty card" in text


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=30, choose=lambda text: offered(text)[0]
    )
    assert later == fresh
