"""The Take the Train board: opponents as strips, the lines, your hand with the plays each card
starts (tap the card), the other moves as buttons, the round results."""

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
    zones,
)

SLUG = "take-the-train"
COLOURS = {"B": "blue", "G": "green", "M": "magenta", "O": "orange"}
SPECIAL = {"FR": "Free Ride", "EL": "End of Line", "TR": "Transfer"}
LABEL = re.compile(
    r"(Play (blue|green|magenta|orange|Free Ride) .*|Open the \w+ line .*|Close the \w+ end .*"
    r"|Put your .* Free Ride|Transfer: .*|Take the Train: pay 1 fare .*|Deal round \d+)"
)
BUTTON = re.compile(
    r'<button type="submit" name="action" value="([^"]*)" data-label="([^"]*)" '
    r'aria-label="([^"]*)" class="choice"[^>]*>([^<]*)</button>'
)
PICK = re.compile(
    r'<details class="tt-pick" id="pick-(\w+)"><summary data-choice>.*?</summary>(.*?)</details>',
    re.S,
)


@pytest.fixture
def players(db: Any) -> list[Any]:
    names = ["alice", "<script>alert(1)", "carol"]
    return [persona(name, password=False) for name in names]


@pytest.fixture
def game(players: list[Any]) -> Game:
    return game_started(SLUG, players)


def first_card(action: dict[str, Any]) -> str | None:
    """The hand card a play starts with, as the rules name the plays (take-the-train.md §6)."""
    kind = action["type"]
    if kind == "extend":
        return str(action["cards"][0])
    return {"open_line": action.get("station"), "transfer": action.get("transfer")}.get(
        kind, action.get("card")
    )


@pytest.mark.django_db
def test_each_seat_sees_its_own_hand_the_lines_and_the_others_as_strips(game, players) -> None:
    state = state_of(game)
    for seat, user in enumerate(players):
        text = check_page(game, signed_in(user), seat)
        found = zones(text)
        assert found[f"hand-{seat}"] == list(state.hands[seat])
        assert not {f"hand-{s}" for s in range(3) if s != seat} & set(found)
        others = [s for s in range(3) if s != seat]
        assert re.findall(r'<details class="strip[^"]*" id="strip-(\d)"', text) == [
            str(s) for s in others
        ]
        assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
        for key, colour in COLOURS.items():
            line = get_engine(SLUG).view(state, seat)["lines"][key]
            if line is None:
                assert f"line-{colour}-low" not in found
            else:
                assert found[f"line-{colour}-low"] == [c["card"] for c in line["low"]]
                assert found[f"line-{colour}-high"] == [c["card"] for c in line["high"]]
    spectator = check_page(game, Client(), None)
    assert "Your hand" not in spectator and not any(z.startswith("hand-") for z in zones(spectator))
    assert len(re.findall(r'id="strip-\d"', spectator)) == 3


@pytest.mark.django_db
def test_a_playable_card_opens_the_plays_it_starts_and_special_cards_read_their_names(
    players,
) -> None:
    game = game_started(SLUG, players, {"transfer": True})
    engine = get_engine(SLUG)
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    kinds: set[str] = set()
    faces: set[str] = set()
    for _ in range(90):
        if state_of(game).phase == "over":
            break
        seat = sorted(engine.to_act(state_of(game)))[0]
        text = page(clients[seat], game)
        buttons = BUTTON.findall(text)
        assert buttons, "the seat to act has moves"
        for _value, data_label, aria_label, shown in buttons:
            assert data_label == aria_label == shown.strip() and LABEL.fullmatch(shown.strip())
        for card, plays in PICK.findall(text):
            assert card in state_of(game).hands[seat]
            starts = {first_card(json.loads(html.unescape(v))) for v, *_ in BUTTON.findall(plays)}
            assert starts == {card}, (card, starts)
        outside = re.sub(PICK, "", text)
        assert {json.loads(html.unescape(v))["type"] for v, *_ in BUTTON.findall(outside)} <= {
            "take_the_train",
            "deal",
        }
        for card, face in re.findall(
            r'<span class="tt-card [^"]*special"><span class="vh">([^<]*)</span>'
            r'<span class="tt-l" aria-hidden="true"></span>'
            r'<span class="tt-f" aria-hidden="true">([^<]*)</span>',
            text,
        ):
            assert card == face and face in SPECIAL.values()
            faces.add(face)
        actions = offered(text)
        kinds.update(a["type"] for a in actions)
        post_move(clients[seat], game, actions[-1])  # specialty and Station plays come last
    assert {"extend", "open_line"} <= kinds and faces


@pytest.mark.django_db
def test_the_decision_line_names_the_move(game: Game, players) -> None:
    engine = get_engine(SLUG)
    state = state_of(game)
    seat = sorted(engine.to_act(state))[0]
    mine = page(signed_in(players[seat]), game)
    kinds = {a["type"] for a in engine.legal_actions(state, seat)}
    expected = {
        "opening": "Your turn: open the first line with a Station",
        "play": (
            "Your turn: no card fits, so take the train (pay 1 fare and draw)"
            if kinds == {"take_the_train"}
            else "Your turn: play cards onto a line (tap a marked card)"
        ),
    }[state.phase]
    assert expected in mine
    name = html.escape(["alice", "<script>alert(1)", "carol"][seat])
    other = page(signed_in(players[(seat + 1) % 3]), game)
    assert f"Waiting for {name}" in other


@pytest.mark.django_db
def test_a_whole_match_by_the_buttons_shows_the_round_results(players) -> None:
    game = game_started(SLUG, players, {"match": "rounds:2"})
    clients = {s: signed_in(u) for s, u in enumerate(players)}
    assert play_by_buttons(game, clients, seed=6, check_every=9) > 10
    for seat, client in clients.items():
        text = check_page(game, client, seat)
        assert "Final result" in text and "Round results" in text
        assert "<caption>Round 1: " in text and "<caption>Round 2: " in text
        assert 'role="region" aria-label="Round 2 results"' in text
        assert "2 per Free Ride, End of Line or Transfer" in text
        assert "Round 2 of 2" in text


@pytest.mark.django_db
def test_the_page_costs_the_same_queries_after_many_moves(game: Game, players) -> None:
    fresh, later = page_queries_before_and_after(
        game, players, moves=30, choose=lambda text: offered(text)[0]
    )
    assert later == fresh
