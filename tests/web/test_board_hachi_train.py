"""The Hachi Train board: strips, the field, your hand as tappable cards, plays and gaps as buttons.

The tests read the page as served (no script): the cards to tap carry their positions and
numbers, every legal move is a submit button exactly once (the list of plays, Pass, the gaps),
and each reader sees only what the rules let them see.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.factories import game_started, persona, signed_in
from tests.web.pages import page, page_queries_before_and_after, post_move
from tests.web.train_pages import (
    check_page,
    offered,
    play_by_buttons,
    state_of,
    zones_on_page,
)

SLUG = "hachi-train"
WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
CARD = re.compile(r'<button type="button" class="ht-card[^"]*" data-choice data-pos="(\d+)"'
                  r' data-nums="([\d ]+)"')  # fmt: skip
LISTED = re.compile(r'<button type="submit" name="action" value="([^"]*)" class="choice"'
                    r' data-start="(\d+)" data-end="(\d+)" data-number="(\d)" data-short="([^"]*)"'
                    r' data-as="([^"]*)" data-label="([^"]*)"')  # fmt: skip


@pytest.fixture
def players(db: Any) -> list[Any]:
    names = ["alice", "bob", "<script>alert(1)"]
    return [persona(name, password=False) for name in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return game_started(SLUG, players, {"rounds": 1})


def numbers(card: str) -> set[int]:
    return {int(card[1]), int(card[2])} if card.startswith("S") else {int(card[0])}


def mover(game: Game) -> int:
    return sorted(get_engine(SLUG).to_act(state_of(game)))[0]


def play_until(game: Game, players: list[Any], wanted: Any, limit: int = 200) -> int:
    """Play the last offered move (often Pass) until ``wanted(state, seat)``; returns the seat."""
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    for _ in range(limit):
        seat = mover(game)
        if wanted(state_of(game), seat):
            return seat
        actions = offered(page(clients[seat], game))
        post_move(clients[seat], game, actions[-1])
    pytest.fail("the wanted position never came up")


@pytest.mark.django_db
def test_each_reader_sees_own_hand_as_a_zone_and_others_as_strips(game: Game, players) -> None:
    state = state_of(game)
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        zones = zones_on_page(text)
        assert zones == {f"hand-{seat}": list(state.hands[seat]), "field": list(state.field)}
        strips = sorted(re.findall(r'id="strip-(\d)"', text))
        assert strips == [str(s) for s in range(3) if s != seat]
        assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
    text = check_page(game, Client(), None)
    assert zones_on_page(text) == {"field": list(state.field)}
    assert sorted(re.findall(r'id="strip-(\d)"', text)) == ["0", "1", "2"]
    assert text.count('aria-label="hidden car card"') == 24
    assert "data-choice" not in text and 'id="ht-mine"' not in text


@pytest.mark.django_db
def test_the_cards_to_tap_are_exactly_those_of_the_legal_plays(game: Game, players) -> None:
    state = state_of(game)
    seat = mover(game)
    hand = state.hands[seat]
    text = page(signed_in(players[seat]), game)
    legal = get_engine(SLUG).legal_actions(state, seat)
    plays = [a for a in legal if a["type"] == "play"]
    tappable = {int(pos): nums for pos, nums in CARD.findall(text)}
    assert set(tappable) == {i for a in plays for i in range(a["start"], a["end"] + 1)}
    for pos, nums in tappable.items():
        assert {int(n) for n in nums.split()} == numbers(hand[pos])
    listed = LISTED.findall(text)
    assert [json.loads(html.unescape(v)) for v, *_ in listed] == plays
    for _value, start, end, number, short, as_text, label in listed:
        count = int(end) - int(start) + 1
        assert short == (f"Play a {number}" if count == 1 else f"Play {WORDS[count]} {number}s")
        assert as_text == (f"Play as a {number}" if count == 1 else f"Play as {number}s")
        where = f"position {int(start) + 1}" if count == 1 else f"positions {int(start) + 1}-"
        assert label.startswith(short) and where in label
    # The Play buttons wait for a selection; without a script the list does the job.
    assert text.count('class="ht-go"') == 2 and 'id="ht-all-plays"' in text
    assert "Your turn: tap cards to play a set" in text


@pytest.mark.django_db
def test_decision_lines_name_the_decision(game: Game, players) -> None:
    def responding(state: Any, seat: int) -> bool:
        actions = get_engine(SLUG).legal_actions(state, seat)
        return bool(state.field) and any(a["type"] == "play" for a in actions)

    seat = play_until(game, players, responding)
    text = page(signed_in(players[seat]), game)
    assert "Your turn: tap cards to play a set, or pass" in text
    assert re.search(r'class="ht-pass secondary" data-label="Pass[^"]*"[^>]*>Pass</button>', text)
    other = page(signed_in(players[(seat + 1) % 3]), game)
    assert f"Waiting for {html.escape(players[seat].username)}" in other
    strips = re.findall(r'id="strip-(\d)">\s*<summary>((?:(?!</summary>).)*)</summary>', other)
    assert [s for s, summary in strips if "to act" in summary] == [str(seat)]


@pytest.mark.django_db
def test_insert_positions_are_gaps_in_the_hand_row(game: Game, players) -> None:
    seat = play_until(game, players, lambda s, _seat: bool(s.pending))
    state = state_of(game)
    hand, card = state.hands[seat], state.pending[0]
    text = check_page(game, signed_in(players[seat]), seat)
    row = re.search(r'<ol class="ht-hand inserting"[^>]*>(.*?)</ol>', text, re.S)
    assert row is not None
    items = re.findall(r'class="(ht-gap-slot|ht-slot)"', row.group(1))
    assert items == ["ht-gap-slot", "ht-slot"] * len(hand) + ["ht-gap-slot"]
    values = re.findall(r'value="([^"]*)" class="ht-gap"', text)
    gaps = [json.loads(html.unescape(v)) for v in values]
    assert gaps == [{"type": "insert", "position": k} for k in range(len(hand) + 1)]
    source = state.pending_source
    what = f"special {card[1]}/{card[2]}" if card.startswith("S") else card[0]
    assert f"Your turn: choose where the {source} {what} goes" in text
    assert f'data-label="Put the {source} {what} at the left end, before position 1"' in text
    assert f"at the right end, after position {len(hand)}" in text
    assert "To place:" in text
    others = [s for s in range(3) if s != seat]
    watcher = page(signed_in(players[others[0]]), game)
    assert f"{html.escape(players[seat].username)} is placing" in watcher


@pytest.mark.django_db
def test_a_tap_without_script_marks_the_play_and_waits_for_confirm(game: Game, players) -> None:
    seat = mover(game)
    client = signed_in(players[seat])
    play = offered(page(client, game))[0]
    version = game.version
    response = client.post(
        f"/games/{game.pk}/move/", {"action": json.dumps(play), "expected_version": version}
    )
    text = response.content.decode()
    game.refresh_from_db()
    assert game.version == version
    assert re.search(r'<details class="ht-all" id="ht-all-plays" open>', text)
    value = html.escape(json.dumps(play, sort_keys=True))
    assert re.search(rf'value="{re.escape(value)}" class="choice"[^>]*aria-pressed="true"', text)


@pytest.mark.django_db
def test_a_whole_game_by_the_buttons_ends_with_the_rounds_table(game: Game, players) -> None:
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    moves = play_by_buttons(game, clients, seed=3, check_every=7)
    assert moves > 10
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text
        scroll = r'<div class="table-scroll"[^>]*aria-label="Assets after each round">(.*?)</div>'
        table = re.search(scroll, text, re.S)
        assert table is not None
        heads = re.findall(r'<th scope="col">([^<]*)</th>', table.group(1))
        assert heads[2:5] == [html.escape(p.username) for p in players]
        assert re.search(r"<td>\$(100|200|0)m</td>", table.group(1))


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=40, choose=lambda text: offered(text)[-1]
    )
    assert game.version >= 40
    assert later == fresh
