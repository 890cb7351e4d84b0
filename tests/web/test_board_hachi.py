"""The Hachi board: cards as buttons, nothing hidden shown, a whole game by tapping buttons."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.engines import hanafuda
from games.engines.registry import get_engine
from tests.factories import game_started, moves_played, persona, signed_in
from tests.web.hanafuda_pages import (
    action_values,
    assert_events_read_as_words,
    buttons,
    caption_name,
    card_buttons,
    log_of,
    play_to_the_end,
    play_until,
    readers_pages,
    zones_of,
)
from tests.web.pages import page

ID = re.compile(r"\b\d\d(L|A|R|C\d)\b")
ENGINE = get_engine("hachi")


@pytest.mark.django_db
def test_each_seat_and_a_spectator_see_their_own_board(alice, bob, carol) -> None:
    game = game_started("hachi", [alice, bob])
    game.refresh_from_db()
    seats, spectators = readers_pages(game, [alice, bob], carol)
    state = ENGINE.state_from_json(game.state)
    for seat, text in enumerate(seats):
        assert 'class="hf-board hachi-board"' in text
        assert "Your hand" in text and "Field" in text
        zones = zones_of(text)
        # Only this seat's own hand is a zone; the field and both captured piles are public.
        assert zones[f"hand-{seat}"] == " ".join(state.hands[seat])
        assert f"hand-{1 - seat}" not in zones
        assert zones["field"] == " ".join(state.field) and zones["turned"] == ""
        assert {"pile-0", "pile-1"} <= set(zones)
        assert 'id="strip-0"' in text and 'id="strip-1"' in text
    for text in spectators:
        assert 'role="img"' in text and "aria-label=" in text
        assert not [z for z in zones_of(text) if z.startswith("hand-")]


@pytest.mark.django_db
def test_labels_are_words_and_cards_say_what_they_do(alice, bob) -> None:
    game = game_started("hachi", [alice, bob])
    game.refresh_from_db()
    seat = game.to_act[0]
    text = page(signed_in([alice, bob][seat]), game)
    offered = buttons(text)
    assert offered
    for action, label in offered:
        assert label.startswith("Play the ")
        assert not ID.search(label) and "{" not in label
        assert ("and capture" in label) == (action["target"] is not None)
    assert re.search(
        r"<title>[^<]+: month \d+, [A-Za-z ]+, (light|animal|chaff|\w+ ribbon)</title>", text
    )
    for action, caption in card_buttons(text):
        target = action["target"]
        assert caption == (f"Take {caption_name(target)}" if target else "Lay on field")
    assert "How captures work" in text and "takes 2, 7, 12" in text  # Pine's partner months
    assert "Your turn: play a card from your hand" in text
    waiting = page(signed_in([alice, bob][1 - seat]), game)
    assert f"Waiting for {[alice, bob][seat].username}" in waiting


def several_captures(state: Any, seat: int) -> bool:
    if state.phase != "play":
        return False
    cards = [a["card"] for a in ENGINE.legal_actions(state, seat) if a["target"]]
    return any(cards.count(c) > 1 for c in cards)


@pytest.mark.django_db
def test_a_card_with_several_captures_opens_a_choice_of_them(alice, bob) -> None:
    game = game_started("hachi", [alice, bob])
    seat = play_until(game, [alice, bob], several_captures)
    text = page(signed_in([alice, bob][seat]), game)
    actions = ENGINE.legal_actions(ENGINE.state_from_json(game.state), seat)
    cards = [a["card"] for a in actions if a["target"]]
    card = next(c for c in cards if cards.count(c) > 1)
    start = text.index(f'<details class="hf-multi" id="hf-pick-{card}">')
    block = text[start : text.index("</details>", start)]
    assert "<summary data-choice" in block and "Take which?" in block
    inside = {json.dumps(a, sort_keys=True) for a, _caption in card_buttons(block)}
    assert inside == {json.dumps(a, sort_keys=True) for a in actions if a["card"] == card}
    assert all(c.startswith("Take ") for _a, c in card_buttons(block))
    assert len(action_values(text)) == len(actions)


def turned_choice(state: Any, seat: int) -> bool:
    return state.phase == "deck_choice"


@pytest.mark.django_db
def test_the_turned_card_asks_what_it_captures(alice, bob) -> None:
    game = game_started("hachi", [alice, bob])
    seat = play_until(game, [alice, bob], turned_choice)
    state = ENGINE.state_from_json(game.state)
    users = [alice, bob]
    text = page(signed_in(users[seat]), game)
    name = hanafuda.card(state.turned).name
    assert f"Your turn: choose what the turned {name} captures" in text
    zones = zones_of(text)
    assert zones["turned"] == state.turned
    offered = [a for a, _caption in card_buttons(text)]
    assert offered == ENGINE.legal_actions(state, seat)
    assert text.count("hf-fcard hf-lit") == len(offered)  # the targets light up on the field
    other = page(signed_in(users[1 - seat]), game)
    assert f"Waiting for {users[seat].username}" in other and 'name="action"' not in other
    assert zones_of(other)["turned"] == state.turned


@pytest.mark.django_db
def test_whole_game_by_buttons_ends_with_the_scoring_table(alice, bob) -> None:
    game = game_started("hachi", [alice, bob], {"match_mode": "fixed", "rounds": 2})
    play_to_the_end(game, [alice, bob])
    game.refresh_from_db()
    assert game.status == "finished"
    text = page(signed_in(alice), game)
    assert "Final result" in text and "Rounds" in text
    assert "card points" in text and "Total" in text
    assert 'name="action"' not in text
    assert not ID.search(log_of(text)) and "wins the match" in text
    assert "Your hand" not in text  # every card was played: no empty hand at the end


def test_every_event_reads_as_words() -> None:
    kinds = assert_events_read_as_words("hachi", 2)
    assert {"card_played", "card_turned", "round_ended", "match_ended"} <= kinds


@pytest.mark.django_db
def test_user_names_are_escaped(alice) -> None:
    evil = persona("<script>x", password=False)
    game = game_started("hachi", [alice, evil])
    for user in (alice, evil):
        text = page(signed_in(user), game)
        assert "<script>x" not in text
        assert "&lt;script&gt;x" in text


@pytest.mark.django_db
def test_page_queries_do_not_grow_with_the_moves(alice, bob, django_assert_num_queries) -> None:
    game = game_started("hachi", [alice, bob], {"match_mode": "fixed", "rounds": 3})
    client = signed_in(alice)
    with CaptureQueriesContext(connection) as fresh:
        page(client, game)
    moves_played(game, [alice, bob], moves=40, rng=random.Random(3))
    with django_assert_num_queries(len(fresh.captured_queries)):
        page(client, game)
