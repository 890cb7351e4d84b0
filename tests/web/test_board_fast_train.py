"""The Fast Train board: dice as SVG, roll and load buttons, sheets, hidden commits, scoring."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from games.models import Game
from tests.web.pages import page_queries_before_and_after, post_move, signed_in
from tests.web.train_pages import (
    check_page,
    offered,
    play_by_buttons,
    start_game,
    state_of,
)

SLUG = "fast-train"


@pytest.fixture
def players(django_user_model: Any) -> list[Any]:
    names = ["alice", "<script>alert(1)"]
    return [django_user_model.objects.create_user(n, password="pw-123456!") for n in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return start_game(players, SLUG)


@pytest.mark.django_db
def test_the_active_player_rolls_by_tapping_a_die(game: Game, players) -> None:
    active = state_of(game).active
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        assert text.count('class="ft-sheet') == 2
        assert 'role="img" aria-label="red die, not rolled yet"' in text
        assert ("Roll the blue die" in text) == (seat == active)
        assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
    check_page(game, Client(), None)


@pytest.mark.django_db
def test_loads_are_labelled_and_a_commit_stays_hidden(game: Game, players) -> None:
    clients = [signed_in(u) for u in players]
    active = state_of(game).active
    post_move(clients[active], game, {"type": "roll", "die": "blue"})
    value = state_of(game).rolls[0][1]
    text = check_page(game, clients[0], 0)
    assert f'aria-label="blue die: {value}"' in text
    assert f"Load blue {value} on your fast blue train: car 1 becomes {value}" in text
    post_move(clients[0], game, offered(text)[1])  # alice: heavy blue
    mine = check_page(game, clients[0], 0)
    theirs = check_page(game, clients[1], 1)
    assert f"You loaded blue {value} on your heavy train" in mine
    assert "alice: has loaded" in theirs and "alice chose" not in theirs
    assert "You loaded" not in theirs
    assert "alice chose blue" in mine


@pytest.mark.django_db
def test_a_whole_game_by_the_buttons_ends_with_the_scoring_table(game: Game, players) -> None:
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    assert play_by_buttons(game, clients, seed=2, check_every=9) > 10
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text and "Scoring" in text and "adheres" in text
        assert re.search(r"<caption>alice: \d+ points <small>", text)


@pytest.mark.django_db
def test_a_solo_game_shows_the_rank_title(players) -> None:
    game = start_game(players[:1], SLUG)
    assert play_by_buttons(game, {0: signed_in(players[0])}, seed=4, check_every=11) > 5
    text = check_page(game, signed_in(players[0]), 0)
    assert re.search(
        r"Solo rank: <strong>(Gandy Dancer|Boilerman|Engineer|Inspector|Conductor|Tycoon)", text
    )
    assert "achieved" in text


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=30, choose=lambda text: offered(text)[0]
    )
    assert later == fresh
