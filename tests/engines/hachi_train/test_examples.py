"""Hachi Train: every worked example of hachi-train.md §11."""

from __future__ import annotations

import pytest

from games.engines.hachi_train import ENGINE
from games.engines.hachi_train.cards import SPECIAL_IDS
from games.engines.hachi_train.rules import stronger
from tests.engines.hachi_train.support import PASS, ins, make_state, play

E = ENGINE


# ----- §11.1 -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "cars", "copies"), [(3, 24, "abc"), (4, 32, "abcd"), (5, 40, "abcde")]
)
def test_11_1_setup(players: int, cars: int, copies: str) -> None:
    state = E.setup(players=players, options=None, seed="setup")
    dealt = [c for hand in state.hands for c in hand]
    assert len(dealt) == cars
    assert all(len(hand) == 8 for hand in state.hands)
    assert sorted(dealt) == sorted(f"{n}{c}" for n in range(1, 9) for c in copies)
    assert sorted(state.stock) == sorted(SPECIAL_IDS)
    assert len(state.stock) == 8
    assert state.field == () and state.assets == (200,) * players


# ----- §11.2 -----------------------------------------------------------------------------------


def test_11_2_strength() -> None:
    assert stronger(2, 5, 1, 8)  # [5, 5] beats [8]
    assert stronger(2, 3, 2, 2)  # [3, 3] beats [2, 2]
    assert not stronger(1, 8, 2, 1)  # [8] does not beat [1, 1]
    assert not stronger(2, 4, 2, 4)  # [4, 4] does not beat [4, 4]


def test_11_2_strength_in_legal_actions() -> None:
    state = make_state(
        [["5a", "5b", "8a"], ["1a", "1b"], ["4a", "4b"]], turn=0, field=["8b"], number=8, owner=2
    )
    assert E.legal_actions(state, 0) == [play(0, 1, 5), PASS]
    state = make_state(
        [["8a", "4c"], ["3a", "3b"], ["4a", "4b"]], turn=0, field=["1a", "1b"], number=1, owner=1
    )
    assert E.legal_actions(state, 0) == [PASS]
    state = make_state(
        [["8a", "4c", "4a"], ["3a", "3b"], ["2a"]], turn=0, field=["4b", "S34a"], number=4, owner=1
    )
    assert E.legal_actions(state, 0) == [PASS]


# ----- §11.3 -----------------------------------------------------------------------------------


def test_11_3_special_cards_in_sets() -> None:
    hand = ["3a", "S34a", "4a", "4b"]
    state = make_state([hand, ["1a"], ["2a"]], turn=0)
    assert E.legal_actions(state, 0) == [
        play(0, 0, 3),
        play(0, 1, 3),
        play(1, 1, 3),
        play(1, 1, 4),
        play(1, 2, 4),
        play(1, 3, 4),
        play(2, 2, 4),
        play(2, 3, 4),
        play(3, 3, 4),
    ]
    # (0, 2) and (0, 3) are not sets for any number.
    for n in range(1, 9):
        assert play(0, 2, n) not in E.legal_actions(state, 0)
        assert play(0, 3, n) not in E.legal_actions(state, 0)
    against = make_state([hand, ["1a"], ["2a"]], turn=0, field=["4c", "S34b"], number=4, owner=1)
    assert E.legal_actions(against, 0) == [play(1, 3, 4), PASS]


# ----- §11.4 -----------------------------------------------------------------------------------


def test_11_4_collecting_and_inserting() -> None:
    a_hand = ["1a", "3a", "8a", "5a", "7a", "6a", "6b", "4a"]
    state = make_state(
        [a_hand, ["1b", "8b"], ["3b"], ["5b"]], turn=0, field=["2a", "2b"], number=2, owner=1
    )
    state, events = E.apply(state, 0, play(5, 6, 6))
    assert len(state.hands[0]) == 6
    assert state.field == ("6a", "6b") and state.field_owner == 0 and state.field_number == 6
    assert {"type": "collect", "seat": 0, "cards": ["2a", "2b"]} in events
    assert E.to_act(state) == {0}
    first = E.legal_actions(state, 0)
    assert first == [ins(k) for k in range(7)]  # 7 choices
    state, _ = E.apply(state, 0, ins(0))
    second = E.legal_actions(state, 0)
    assert second == [ins(k) for k in range(8)]  # 8 choices
    state, _ = E.apply(state, 0, ins(7))  # the right end of a 7-card hand
    assert len(state.hands[0]) == 8
    assert state.hands[0] == ("2a", "1a", "3a", "8a", "5a", "7a", "4a", "2b")
    assert state.field == ("6a", "6b") and state.field_owner == 0
    assert E.to_act(state) == {1}


# ----- §11.5 -----------------------------------------------------------------------------------


def test_11_5_clearing() -> None:
    state = make_state(
        [["5a", "1a", "2a"], ["1b", "2b"], ["1c", "2c"], ["1d", "2d"]],
        turn=0,
        stock=["S12a", "S34a"],
    )
    state, _ = E.apply(state, 0, play(0, 0, 5))
    assert state.field == ("5a",)
    # B passes and draws (stock not empty), inserts; C the same; D passes with an empty stock.
    state, events = E.apply(state, 1, PASS)
    assert state.pending == ("S12a",) and E.to_act(state) == {1}
    state, _ = E.apply(state, 1, ins(0))
    state, _ = E.apply(state, 2, PASS)
    state, _ = E.apply(state, 2, ins(2))
    assert state.stock == ()
    assert state.field == ("5a",)
    state, events = E.apply(state, 3, PASS)
    assert events[-1] == {"type": "clear", "cards": ["5a"], "leader": 0}
    assert state.field == () and "5a" in state.discard
    assert E.to_act(state) == {0}
    assert {"type": "pass"} not in E.legal_actions(state, 0)  # A leads again


# ----- §11.6 -----------------------------------------------------------------------------------


def test_11_6_going_out_and_clearing() -> None:
    state = make_state(
        [["7a", "7b"], ["1a", "2a"], ["1b", "2b"], ["1c", "2c"]],
        turn=0,
        field=["6a", "6b"],
        number=6,
        owner=1,
    )
    state, events = E.apply(state, 0, play(0, 1, 7))
    assert state.hands[0] == () and state.out_order == (0,)
    assert {"type": "discard", "cards": ["6a", "6b"], "reason": "went_out"} in events
    assert "6a" in state.discard and "6b" in state.discard and state.pending == ()
    assert state.field == ("7a", "7b") and state.field_owner == 0
    for seat in (1, 2, 3):
        assert E.to_act(state) == {seat}
        state, events = E.apply(state, seat, PASS)
    assert events[-1] == {"type": "clear", "cards": ["7a", "7b"], "leader": 1}
    assert state.field == () and E.to_act(state) == {1}


# ----- §11.7 -----------------------------------------------------------------------------------


def test_11_7_assets() -> None:
    state = make_state([["3a"], [], ["4a", "5a"]], turn=0)
    state, events = E.apply(state, 0, play(0, 0, 3))
    assert state.assets == (200, 200, 100)
    assert {"type": "round_end", "round": 1, "loser": 2, "assets": [200, 200, 100]} in events
    assert {"type": "round_start", "round": 2, "start_player": 2} in events
    assert state.round_no == 2 and not state.finished
    assert E.result(state) is None
    assert E.to_act(state) == {2}  # the loser starts round 2
    second = make_state([[], ["3a"], ["4a", "5a"]], turn=1, assets=state.assets, round_no=2)
    second, events = E.apply(second, 1, play(0, 0, 3))
    assert second.assets == (200, 200, 0)
    assert {"type": "round_end", "round": 2, "loser": 2, "assets": [200, 200, 0]} in events
    assert events[-1] == {"type": "game_end", "assets": [200, 200, 0], "losers": [2], "draw": False}
    assert second.finished and E.to_act(second) == frozenset()
    outcome = E.result(second)
    assert outcome is not None
    assert outcome.scores == (200, 200, 0)
    assert outcome.winners == (0, 1)
    assert outcome.detail["losers"] == [2]
