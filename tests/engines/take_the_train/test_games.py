"""Take the Train: options, views and hidden information, whole games, the greedy bot.

Section numbers are those of take-the-train.md.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from games.engines import registry
from games.engines.base import InvalidOptions
from games.engines.bots import GreedyBot
from games.engines.take_the_train import ENGINE
from games.engines.take_the_train.greedy import choose
from tests.engines.take_the_train.support import ids, line, make_state, play_game

# ----- options (§9) -------------------------------------------------------------------------------


def test_registered_with_its_options() -> None:
    assert registry.get_engine("take-the-train") is ENGINE
    described = ENGINE.describe()
    assert (described["min_players"], described["max_players"]) == (2, 6)
    options = {o["name"]: o for o in described["options"]}
    assert options["transfer"]["default"] is False
    assert options["match"]["default"] == "single"
    assert {"single", "target:100", "target:250", "rounds", "rounds:2", "rounds:10"} <= set(
        options["match"]["choices"]
    )
    assert ENGINE.validate_options(None, 4) == {"transfer": False, "match": "single"}


@pytest.mark.parametrize(
    "options",
    [
        {"transfer": "on"},
        {"transfer": 1},
        {"match": "rounds:1"},
        {"match": "rounds:11"},
        {"match": "target:50"},
        {"match": "multi"},
        {"rounds": 3},
    ],
)
def test_bad_options_are_rejected(options: dict[str, object]) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=3, options=options, seed="bad-options-1")


@pytest.mark.parametrize("players", [1, 7])
def test_player_count_bounds(players: int) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=players, options=None, seed="bad-players-1")


def test_transfer_option_adds_the_two_transfer_cards() -> None:
    basic = ENGINE.setup(players=4, options=None, seed="deck-1")
    variant = ENGINE.setup(players=4, options={"transfer": True}, seed="deck-1")
    assert Counter(ENGINE.components(variant)) - Counter(ENGINE.components(basic)) == Counter(
        {"TR1": 1, "TR2": 1}
    )
    assert len(set(ENGINE.components(basic))) == 56


@pytest.mark.parametrize(("match", "rounds"), [("rounds", 3), ("rounds:2", 2), ("single", 1)])
def test_fixed_round_matches(match: str, rounds: int) -> None:
    state, _moves, events = play_game(3, f"fixed-{match}", {"match": match})
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert len(outcome.detail["rounds"]) == rounds
    dealers = [r["dealer"] for r in outcome.detail["rounds"]]
    assert dealers == [(dealers[0] + i) % 3 for i in range(rounds)]
    assert sum(1 for e in events if e["type"] == "round_ended") == rounds
    if match != "single":
        cumulative = [0, 0, 0]
        for r in outcome.detail["rounds"]:
            for seat in r["winners"]:
                cumulative[seat] += r["fares"][seat]
        assert list(outcome.scores) == cumulative
    else:
        assert list(outcome.scores) == outcome.detail["rounds"][0]["fares"]


def test_target_match_ends_when_a_score_reaches_the_target() -> None:
    state, _, _ = play_game(2, "target-game-3", {"match": "target:100"}, ("greedy", "greedy"))
    outcome = ENGINE.result(state)
    assert outcome is not None
    rounds = outcome.detail["rounds"]
    totals = [0, 0]
    for i, r in enumerate(rounds):
        totals = [t + s for t, s in zip(totals, r["scored"], strict=True)]
        assert (max(totals) >= 100) == (i == len(rounds) - 1)
    assert list(outcome.scores) == totals


# ----- views and hidden information (§10) ---------------------------------------------------------


def test_views_hide_other_hands_and_the_pile() -> None:
    state = ENGINE.setup(players=4, options={"transfer": True}, seed="views-seed-41")
    for seat in range(4):
        view = ENGINE.view(state, seat)
        assert view["you"] == {"seat": seat, "hand": list(state.hands[seat])}
        assert view["hand_counts"] == [len(h) for h in state.hands]
        assert view["draw_pile"] == len(state.pile)
        assert "hands" not in view and "draw_pile_cards" not in view
        text = json.dumps(view)
        assert state.seed not in text
        hidden = ENGINE.hidden_from(state, seat)
        assert hidden == {
            state.seed,
            *state.pile,
            *(c for s, h in enumerate(state.hands) if s != seat for c in h),
        }
        for other, hand in enumerate(state.hands):
            if other != seat:
                assert not any(f'"{card}"' in text for card in hand)
    spectator = ENGINE.view(state, None)
    assert spectator["you"] is None
    assert not any(f'"{c}"' in json.dumps(spectator) for h in state.hands for c in h)


def test_free_ride_on_the_table_shows_its_number_not_a_hidden_card() -> None:
    magenta = line("M", low=ids("M", 6), high=("M7", "FR1"))
    state = make_state(hands=[("B2",), ("M8", "O4")], lines=(magenta,))
    text = json.dumps(ENGINE.view(state, 0))
    assert '"M8"' not in text
    assert ENGINE.view(state, 0)["lines"]["M"]["high"][1] == {
        "card": "FR1",
        "number": 8,
        "free_ride": True,
    }


def test_drawn_card_private_and_final_view_reveals_everything() -> None:
    state, _moves, events = play_game(3, "reveal-seed-8")
    draw = next(e for e in events if e["type"] == "drew")
    other = (draw["seat"] + 1) % 3
    assert ENGINE.event_view(draw, other) == {"type": "drew", "seat": draw["seat"]}
    assert ENGINE.event_view(draw, draw["seat"])["card"] == draw["card"]
    assert ENGINE.event_view(draw, None) == {"type": "drew", "seat": draw["seat"]}
    view = ENGINE.view(state, None)
    assert view["phase"] == "over"
    assert view["hands"] == [list(h) for h in state.hands]
    assert view["draw_pile_cards"] == list(state.pile)
    assert ENGINE.hidden_from(state, 0) == set()


def test_round_over_reveals_hands_but_not_the_pile() -> None:
    # Replay a two-round match up to the pause between its rounds.
    paused = ENGINE.setup(players=2, options={"match": "rounds:2"}, seed="pause-seed-2")
    _, moves, _ = play_game(2, "pause-seed-2", {"match": "rounds:2"})
    for seat, action in moves:
        if paused.phase == "round_over":
            break
        paused, _ = ENGINE.apply(paused, seat, action)
    assert paused.phase == "round_over"
    view = ENGINE.view(paused, 0)
    assert view["hands"] == [list(h) for h in paused.hands]
    assert "draw_pile_cards" not in view
    assert ENGINE.hidden_from(paused, 1) == {paused.seed, *paused.pile}


# ----- whole games (Decision 13) ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("transfer", [False, True])
def test_random_games_end_and_conserve_cards(players: int, transfer: bool) -> None:
    for i in range(3):
        seed = f"random-{players}-{transfer}-{i}"
        state, moves, _ = play_game(players, seed, {"transfer": transfer})
        outcome = ENGINE.result(state)
        assert outcome is not None
        assert len(moves) <= ENGINE.max_actions(players, {"transfer": transfer, "match": "single"})
        zones = ENGINE.zones(state)
        assert Counter(c for z in zones.values() for c in z) == Counter(ENGINE.components(state))
        assert sum(state.fares) + state.pot == 100
        replayed = ENGINE.replay(
            players=players, options={"transfer": transfer}, seed=seed, moves=moves
        )
        assert replayed == state
        assert ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(state)))) == state


# ----- the greedy bot ----------------------------------------------------------------------------


def test_greedy_bot_plays_legal_moves_and_beats_random() -> None:
    wins = 0
    games = 30
    for i in range(games):
        greedy = i % 2
        kinds = ("greedy", "random") if greedy == 0 else ("random", "greedy")
        state, _, _ = play_game(2, f"bot-duel-{i}", None, kinds)
        outcome = ENGINE.result(state)
        assert outcome is not None
        wins += outcome.ranks[greedy] == 1
    assert wins >= 20  # the random bot would win about half


def test_greedy_bot_keeps_free_rides_and_goes_out_when_it_can() -> None:
    magenta = line("M", low=ids("M", 6), high=ids("M", 7, 8))
    state = make_state(hands=[("M9", "M11", "FR1", "B2"), ("O9",)], lines=(magenta,))
    view = ENGINE.view(state, 0)
    action = choose(view, 0, ENGINE.legal_actions(state, 0))
    assert action == {"type": "extend", "line": "M", "arm": "high", "cards": ["M9"]}
    state = make_state(hands=[("M9", "M10", "M11"), ("O9",)], lines=(magenta,))
    action = choose(ENGINE.view(state, 0), 0, ENGINE.legal_actions(state, 0))
    assert action["cards"] == ["M9", "M10", "M11"]


def test_greedy_bot_saves_free_rides_for_need() -> None:
    blue = line("B", low=ids("B", 6), high=ids("B", 7))
    state = make_state(hands=[("EL1", "FR1", "G3", "O4"), ("M1",)], lines=(blue,))
    action = choose(ENGINE.view(state, 0), 0, ENGINE.legal_actions(state, 0))
    assert action["type"] == "end_of_line"
    state = make_state(hands=[("FR1", "G3", "B8"), ("M1",)], lines=(blue,))
    action = choose(ENGINE.view(state, 0), 0, ENGINE.legal_actions(state, 0))
    assert action == {"type": "extend", "line": "B", "arm": "high", "cards": ["B8"]}


def test_greedy_bot_only_reads_the_view() -> None:
    state = ENGINE.setup(players=3, options=None, seed="greedy-view-1")
    (seat,) = ENGINE.to_act(state)
    actions = ENGINE.legal_actions(state, seat)
    view = ENGINE.view(state, seat)
    chosen = GreedyBot().choose(ENGINE, view, seat, actions, random.Random(0))
    assert chosen in actions
