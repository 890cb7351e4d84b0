"""The Hachi-Hachi board: cards as buttons, End/Sage explained, settlements, nothing hidden."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from games.engines.hanafuda import month_of
from games.engines.registry import get_engine
from games.models import Game
from tests.factories import game_started, moves_played, persona, signed_in
from tests.web.hanafuda_pages import (
    assert_events_read_as_words,
    assert_offers_exactly_the_legal_moves,
    buttons,
    caption_name,
    card_buttons,
    log_of,
    play_to_the_end,
    readers_pages,
    visible_text,
    zones_of,
)
from tests.web.pages import page

ID = re.compile(r"\b\d\d(L|A|R|C\d)\b")
ENGINE = get_engine("hachi-hachi")
#: A negative amount written with a hyphen (the site writes U+2212 everywhere).
HYPHEN_MINUS = re.compile(r"(?<![\w-])-\d")


def expected_caption(action: dict[str, Any], field: list[str]) -> str:
    """What a hand card's button must say it does: lay, take the one match, or take all."""
    if action["target"]:
        return f"Take {caption_name(action['target'])}"
    same = [c for c in field if month_of(c) == month_of(action["card"])]
    if not same:
        return "Lay on field"
    return f"Take all {len(same)}" if len(same) == 3 else f"Take {caption_name(same[0])}"


def moves_to_a_decision(game: Game) -> list[dict[str, Any]]:
    """Random legal actions (found with the engine alone) that reach an End/Sage decision."""
    for seed in range(200):
        rng, state, actions = random.Random(seed), ENGINE.state_from_json(game.state), []
        while ENGINE.result(state) is None:
            if state.phase == "decide" and state.hands[state.current]:
                return actions
            seat = sorted(ENGINE.to_act(state))[0]
            actions.append(rng.choice(ENGINE.legal_actions(state, seat)))
            state, _events = ENGINE.apply(state, seat, actions[-1])
    raise AssertionError("no decision found")


@pytest.mark.django_db
@pytest.mark.parametrize("players", [3, 2])
def test_each_seat_and_spectators_see_their_own_board(players, alice, bob, carol, dave) -> None:
    users = [alice, bob, carol][:players]
    game = moves_played(game_started("hachi-hachi", users), users, moves=7, rng=random.Random(5))
    seats, spectators = readers_pages(game, users, dave)
    for text in seats:
        assert 'class="hf-board hachi-hachi-board"' in text and "payments \u00d7" in text
    state = ENGINE.state_from_json(game.state)
    for seat, text in enumerate(seats):
        zones = zones_of(text)
        assert zones[f"hand-{seat}"] == " ".join(state.hands[seat])
        assert [z for z in zones if z.startswith("hand-")] == [f"hand-{seat}"]
        assert zones["field"] == " ".join(state.field)
        assert zones["turned"] == (state.pending or "")
        assert {f"pile-{p}" for p in range(players)} <= set(zones)
    for text in spectators:
        assert 'role="img"' in text and "<title>" in text
        assert not [z for z in zones_of(text) if z.startswith("hand-")]


@pytest.mark.django_db
def test_labels_are_words(alice, bob, carol) -> None:
    users = [alice, bob, carol]
    game = game_started("hachi-hachi", users)
    for _ in range(6):
        seat = game.to_act[0]
        text = page(signed_in(users[seat]), game)
        for _action, label in buttons(text):
            assert not ID.search(label) and "{" not in label and "_" not in label
            assert label.split()[0] in {"Play", "Let", "End", "Call"}
        state = ENGINE.state_from_json(game.state)
        for action, caption in card_buttons(text):
            assert caption == expected_caption(action, list(state.field)), (action, caption)
        game = moves_played(game, users, moves=1, rng=random.Random(len(text)))


@pytest.mark.django_db
def test_end_or_sage_is_explained(alice, bob, carol) -> None:
    users = [alice, bob, carol]
    game = game_started("hachi-hachi", users)
    for action in moves_to_a_decision(game):
        seat = game.to_act[0]
        services.move_submit(
            game_id=game.pk, user=users[seat], action=action, expected_version=game.version,
            idempotency_key=f"d{game.version}",
        )  # fmt: skip
        game.refresh_from_db()
    assert ENGINE.state_from_json(game.state).phase == "decide"
    seat = game.to_act[0]
    text = page(signed_in(users[seat]), game)
    assert "End or Sage?" in text and "Your dekiyaku" in text
    assert "Your turn: end the round or call Sage" in text
    labels = [label for _action, label in buttons(text)]
    assert labels == [
        "End the round now and collect your dekiyaku",
        "Call Sage and play on for more",
    ]
    assert_offers_exactly_the_legal_moves(game, seat, text)
    other = page(signed_in(users[(seat + 1) % 3]), game)
    assert "End or Sage?" not in other and "Dekiyaku:" in other


@pytest.mark.django_db
@pytest.mark.parametrize("players", [3, 2])
def test_whole_game_by_buttons_ends_with_the_settlement_table(players, alice, bob, carol) -> None:
    users = [alice, bob, carol][:players]
    game = game_started("hachi-hachi", users, {"rounds": 6})
    play_to_the_end(game, users)
    game.refresh_from_db()
    assert game.status == "finished"
    text = page(signed_in(alice), game)
    assert "Final result" in text and "Settlements" in text
    assert "Round 6 total" in text and "Game total" in text
    assert "Card points captured" in text
    assert 'name="action"' not in text
    words = visible_text(text)
    assert not HYPHEN_MINUS.search(words), HYPHEN_MINUS.findall(words)
    if min(game.result["scores"]) < 0:  # type: ignore[index]
        assert "\u2212" in words
    assert not ID.search(log_of(text)) and "Game over" in text


def test_every_event_reads_as_words() -> None:
    kinds = assert_events_read_as_words("hachi-hachi", 3) | assert_events_read_as_words(
        "hachi-hachi", 2, range(2)
    )
    assert {"card_played", "card_turned", "round_started", "round_ended", "game_ended"} <= kinds


@pytest.mark.django_db
def test_user_names_are_escaped(alice, bob) -> None:
    evil = persona("<script>x", password=False)
    game = game_started("hachi-hachi", [alice, bob, evil])
    moves_played(game, [alice, bob, evil], moves=30, rng=random.Random(5))
    for user in (alice, evil):
        text = page(signed_in(user), game)
        assert "<script>x" not in text
        assert "&lt;script&gt;x" in text


@pytest.mark.django_db
def test_page_queries_do_not_grow_with_the_moves(
    alice, bob, carol, django_assert_num_queries
) -> None:
    users = [alice, bob, carol]
    game = game_started("hachi-hachi", users)
    client = signed_in(bob)
    with CaptureQueriesContext(connection) as fresh:
        page(client, game)
    moves_played(game, users, moves=120, rng=random.Random(5))
    with django_assert_num_queries(len(fresh.captured_queries)):
        page(client, game)
