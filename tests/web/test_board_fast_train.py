"""The Fast Train board: the dice to roll and the cargo to load as buttons, your sheet, the
others' sheets as strips, hidden commits, the scoring table at the end."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client

from games.models import Game
from tests.factories import game_started, persona, signed_in
from tests.web.pages import page, page_queries_before_and_after, post_move
from tests.web.train_pages import (
    check_page,
    offered,
    play_by_buttons,
    state_of,
    zones,
)

SLUG = "fast-train"
COLOURS = ("red", "yellow", "blue", "orange", "green", "purple")


@pytest.fixture
def players(db: Any) -> list[Any]:
    names = ["alice", "<script>alert(1)"]
    return [persona(name, password=False) for name in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return game_started(SLUG, players)


def decision(text: str) -> str:
    found = re.search(r'<p id="decision"[^>]*>(.*?)(?: <span class="clock">|</p>)', text, re.S)
    assert found, "the page has a decision line"
    return html.unescape(found.group(1)).strip()


@pytest.mark.django_db
def test_the_active_player_rolls_by_tapping_a_die(game: Game, players) -> None:
    active = state_of(game).active
    names = ["alice", "<script>alert(1)"]
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        other = 1 - seat
        assert re.findall(r'<details class="strip[^"]*" id="sheet-(\d)"', text) == [str(other)]
        assert ("Roll the blue die" in text) == (seat == active)
        assert decision(text) == (
            "Your turn: roll a die"
            if seat == active
            else f"Waiting for {names[active]} to roll a die"
        )
        assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
        found = zones(text)
        assert found["dice"] == []
        for s in (0, 1):  # every sheet is public: both drawn, both empty
            for colour in COLOURS:
                assert found[f"sheet-{s}-{colour}-fast"] == found[f"sheet-{s}-{colour}-heavy"] == []
    spectator = check_page(game, Client(), None)
    assert len(re.findall(r'id="sheet-\d"', spectator)) == 2 and "Your sheet" not in spectator


@pytest.mark.django_db
def test_loads_are_buttons_that_say_what_they_do_and_a_commit_stays_hidden(game, players) -> None:
    clients = [signed_in(u) for u in players]
    active = state_of(game).active
    post_move(clients[active], game, {"type": "roll", "die": "blue"})
    value = state_of(game).rolls[0][1]
    text = check_page(game, clients[0], 0)
    assert decision(text) == f"Your turn: load the blue {value}"
    assert f'aria-label="blue die: {value}"' in text
    assert zones(text)["dice"] == [f"blue:{value}"]
    label = f"Load blue {value} on your fast blue train: car 1 becomes {value}"
    assert f'data-label="{label}" aria-label="{label}"' in text
    assert f"<strong>Fast</strong> car 1 = {value}</button>" in text
    post_move(clients[0], game, offered(text)[1])  # alice: heavy blue
    mine = check_page(game, clients[0], 0)
    theirs = check_page(game, clients[1], 1)
    assert f"You loaded blue {value} on your heavy train" in mine
    assert '<span class="ft-car pending"' in mine and "ft-car pending" not in theirs
    assert zones(mine)["sheet-0-blue-heavy"] == []  # not applied until everyone has loaded
    assert re.search(r'id="sheet-0">\s*<summary>.*?<span class="facts">loaded</span>', theirs, re.S)
    assert "alice chose" not in theirs and "You loaded" not in theirs
    assert "alice has loaded" in theirs and "alice chose blue" in mine
    assert decision(mine) == f"Waiting for <script>alert(1) to load the blue {value}"


@pytest.mark.django_db
def test_a_whole_game_by_the_buttons_ends_with_the_scoring_table(game: Game, players) -> None:
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    assert play_by_buttons(game, clients, seed=2, check_every=9) > 10
    state = state_of(game)
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text and "Scoring" in text and "adheres" in text
        assert re.search(r'<h3 class="ft-h" id="scoring-0-h">alice: \d+ points</h3>', text)
        assert text.count('<div class="table-scroll" tabindex="0" role="region"') >= 3
        found = zones(text)
        for s, sheet in enumerate(state.sheets):
            assert found[f"sheet-{s}-red-fast"] == [str(v) for v in sheet[0]]
            assert found[f"sheet-{s}-purple-heavy"] == [str(v) for v in sheet[11]]


@pytest.mark.django_db
def test_a_solo_game_shows_the_rank_and_never_speaks_of_others(players) -> None:
    game = game_started(SLUG, players[:1])
    client = signed_in(players[0])
    assert play_by_buttons(game, {0: client}, seed=4, check_every=11) > 5
    text = check_page(game, client, 0)
    assert re.search(
        r"Solo rank: <strong>(Gandy Dancer|Boilerman|Engineer|Inspector|Conductor|Tycoon)", text
    )
    assert "achieved" in text and 'class="strips"' not in text
    whole = page(client, game) + client.get(f"/games/{game.pk}/?log=all").content.decode()
    assert "alice chose" in whole and "hidden from the others" not in whole


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=30, choose=lambda text: offered(text)[0]
    )
    assert later == fresh
