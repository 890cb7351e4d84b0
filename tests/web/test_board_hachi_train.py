"""The Hachi Train board: slots, plays and insert positions as buttons, the log in words."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.web.pages import page, page_queries_before_and_after, signed_in
from tests.web.train_pages import (
    check_page,
    offered,
    play_by_buttons,
    start_game,
    state_of,
)

SLUG = "hachi-train"


@pytest.fixture
def players(django_user_model: Any) -> list[Any]:
    names = ["alice", "bob", "<script>alert(1)"]
    return [django_user_model.objects.create_user(n, password="pw-123456!") for n in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return start_game(players, SLUG, {"rounds": 1})


@pytest.mark.django_db
def test_every_seat_and_a_spectator_see_only_what_they_may(game: Game, players) -> None:
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        assert text.count('class="ht-seat') == 3
        assert "<script>alert(1)" not in text
        assert "&lt;script&gt;alert(1)" in text
    text = check_page(game, Client(), None)
    assert "hidden car card" in text and "Your move" not in text


@pytest.mark.django_db
def test_plays_and_pass_have_readable_labels(game: Game, players) -> None:
    state = state_of(game)
    seat = sorted(get_engine(SLUG).to_act(state))[0]
    text = page(signed_in(players[seat]), game)
    labels = re.findall(r'class="choice[^"]*">([^<]*)</button>', text)
    assert labels and all(
        re.fullmatch(r"(Play .* from positions? [\d-]+|Pass.*)", x) for x in labels
    )
    assert "Play a 5 from position" in text or "Play " in text
    assert 'role="img" aria-label="car card' in text


@pytest.mark.django_db
def test_insert_positions_are_buttons_between_slots(game: Game, players) -> None:
    engine = get_engine(SLUG)
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    for _ in range(60):  # play the first legal move until someone has a card to insert
        state = state_of(game)
        seat = sorted(engine.to_act(state))[0]
        text = page(clients[seat], game)
        actions = offered(text)
        if actions[0]["type"] == "insert":
            hand = state.hands[seat]
            assert [a["position"] for a in actions] == list(range(len(hand) + 1))
            assert text.count('class="ht-ins"') == len(hand) + 1
            assert "at the left end, before position 1" in text
            assert f"at the right end, after position {len(hand)}" in text
            check_page(game, clients[seat], seat)
            return
        action = next((a for a in actions if a["type"] == "pass"), actions[0])
        clients[seat].post(
            f"/games/{game.pk}/move/",
            {"action": json.dumps(action), "expected_version": game.version, "confirmed": "1"},
        )
    pytest.fail("nobody had to insert a card")


@pytest.mark.django_db
def test_a_whole_game_by_the_buttons_ends_with_the_scoring_table(game: Game, players) -> None:
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    moves = play_by_buttons(game, clients, seed=3, check_every=7)
    assert moves > 10
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text and "Rounds" in text
        assert "loses $100m" in text or "lose" in text
        assert re.search(r"<td>\$(100|200|0)m</td>", text)


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=40, choose=lambda text: offered(text)[-1]
    )
    assert game.version >= 40
    assert later == fresh
