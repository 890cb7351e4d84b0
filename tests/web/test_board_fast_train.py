"""The Fast Train board: dice as SVG, roll and load buttons, sheets, hidden commits, scoring."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games.engines.registry import get_engine
from games.models import Game
from tests.web.train_pages import (
    check_page,
    offered,
    page,
    play_by_buttons,
    signed_in,
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


def post(client: Client, game: Game, action: dict[str, Any]) -> None:
    state_of(game)
    response = client.post(
        f"/games/{game.pk}/move/",
        {"action": json.dumps(action), "expected_version": game.version},
    )
    assert response.status_code == 302


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
    post(clients[active], game, {"type": "roll", "die": "blue"})
    value = state_of(game).rolls[0][1]
    text = check_page(game, clients[0], 0)
    assert f'aria-label="blue die: {value}"' in text
    assert f"Load blue {value} on your fast blue train: car 1 becomes {value}" in text
    post(clients[0], game, offered(text)[1])  # alice: heavy blue
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
def test_the_page_costs_the_same_queries_after_many_moves(
    game: Game, players, django_assert_num_queries
) -> None:
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    with CaptureQueriesContext(connection) as fresh:
        page(clients[0], game)
    fresh_count = len(fresh.captured_queries)  # read now: the next request clears the log
    engine = get_engine(SLUG)
    while game.version < 30 and game.status == "active":
        seat = sorted(engine.to_act(state_of(game)))[0]
        post(clients[seat], game, offered(page(clients[seat], game))[0])
    with django_assert_num_queries(fresh_count):
        page(clients[0], game)
