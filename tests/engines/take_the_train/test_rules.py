"""Take the Train: setup (take-the-train.md §3), start-up (§5), plays (§6), round end (§7) and
every Decision of §11."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.engines.base import IllegalAction
from games.engines.take_the_train import ENGINE, rounds
from games.engines.take_the_train.cards import BASIC_DECK, STATIONS
from games.engines.take_the_train.state import Branch
from tests.engines.take_the_train.support import extends, ids, line, make_state


def rigged_order(hands: list[list[str]], dealer: int, pile_top: list[str]) -> list[str]:
    """A deck order that deals exactly ``hands`` (one card at a time from the dealer's left)."""
    n = len(hands)
    each = len(hands[0])
    order = [hands[(dealer + 1 + j) % n][j // n] for j in range(each * n)]
    used = set(order) | set(pile_top)
    return order + pile_top + [c for c in BASIC_DECK if c not in used]


def start(monkeypatch: pytest.MonkeyPatch, order: list[str], players: int, dealer: int):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(rounds, "shuffled", lambda items, seed, *label: list(order))
    return rounds.start_round(
        players=players,
        transfer=False,
        match="single",
        seed="rigged-seed-77",
        round_no=1,
        dealer=dealer,
        cumulative=(0,) * players,
        results=(),
    )


NON_STATIONS = [c for c in BASIC_DECK if c not in STATIONS]


# ----- §3 setup ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "fares", "pot", "each", "pile", "pile_transfer"),
    [(2, 50, 0, 13, 30, 32), (3, 33, 1, 13, 17, 19), (4, 25, 0, 8, 24, 26), (5, 20, 0, 8, 16, 18)],
)
def test_setup_table(
    players: int, fares: int, pot: int, each: int, pile: int, pile_transfer: int
) -> None:
    for transfer, expected in ((False, pile), (True, pile_transfer)):
        state = ENGINE.setup(players=players, options={"transfer": transfer}, seed="tbl-9a")
        assert state.fares == (fares,) * players and state.pot == pot
        draws = sum(state.opening_draws)
        assert sum(len(h) for h in state.hands) == each * players + draws
        assert len(state.pile) + draws == expected
        assert len(ENGINE.components(state)) == (58 if transfer else 56)


def test_two_players_deal_thirteen_like_three_decision_12() -> None:
    state = ENGINE.setup(players=2, options=None, seed="two-players-x1")
    assert [len(h) - d for h, d in zip(state.hands, state.opening_draws, strict=True)] == [13, 13]


def test_first_dealer_comes_from_the_seed() -> None:
    dealers = {ENGINE.setup(players=4, options=None, seed=f"dealer-{i}").dealer for i in range(40)}
    assert dealers == {0, 1, 2, 3}


# ----- §5 start-up and Decisions 1-2 ----------------------------------------------------------


def test_first_station_holder_after_the_dealer_must_open(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = iter(c for c in NON_STATIONS if c not in ("EL1",))
    hands = [[next(plain) for _ in range(13)] for _ in range(3)]
    hands[1][:3] = ["SB", "SG", "EL1"]
    hands[2][0] = "SM"
    state, events = start(monkeypatch, rigged_order(hands, 2, []), players=3, dealer=2)
    # Seat 0 (left of dealer 2) has no Station and passes for free; seat 1 must open.
    assert [e for e in events if e["type"] == "opening_pass"] == [
        {"type": "opening_pass", "seat": 0}
    ]
    assert state.phase == "opening" and state.current == 1
    assert state.fares == (33, 33, 33)
    legal = ENGINE.legal_actions(state, 1)
    assert legal and all(a["type"] == "open_line" for a in legal)
    assert {a["station"] for a in legal} == {"SB", "SG"}
    assert {"type": "open_line", "station": "SG", "arm": None, "cards": []} in legal
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, {"type": "take_the_train"})


def test_search_draws_free_cards_until_a_station(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = iter(c for c in NON_STATIONS if c not in ("B1", "B2"))
    hands = [[next(plain) for _ in range(13)] for _ in range(2)]
    order = rigged_order(hands, 0, ["B1", "B2", "SO"])
    state, events = start(monkeypatch, order, players=2, dealer=0)
    kinds = [(e["type"], e["seat"]) for e in events if e["type"].startswith("opening")]
    assert kinds == [
        ("opening_pass", 1),
        ("opening_pass", 0),
        ("opening_draw", 1),
        ("opening_draw", 0),
        ("opening_draw", 1),
    ]
    assert state.opening_draws == (1, 2)
    assert state.current == 1 and "SO" in state.hands[1] and "B1" in state.hands[1]
    assert "B2" in state.hands[0]
    assert state.fares == (50, 50) and state.pot == 0  # no fare while searching
    assert len(state.pile) == 56 - 26 - 3
    legal = ENGINE.legal_actions(state, 1)
    assert legal and all(a["type"] == "open_line" and a["station"] == "SO" for a in legal)
    # Others only learn that a card was drawn.
    draw = next(e for e in events if e["type"] == "opening_draw")
    assert ENGINE.event_view(draw, 0) == {"type": "opening_draw", "seat": 1}
    assert ENGINE.event_view(draw, 1)["card"] == "B1"


def test_opening_station_may_carry_a_run_then_play_passes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plain = iter(c for c in NON_STATIONS if c not in ("G6", "G5", "G7"))
    hands = [[next(plain) for _ in range(8)] for _ in range(4)]
    hands[3][:4] = ["SG", "G6", "G5", "G7"]
    state, _ = start(monkeypatch, rigged_order(hands, 2, []), players=4, dealer=2)
    assert state.current == 3
    run = {"type": "open_line", "station": "SG", "arm": "low", "cards": ["G6", "G5"]}
    assert run in ENGINE.legal_actions(state, 3)
    assert {"type": "open_line", "station": "SG", "arm": "high", "cards": ["G7"]} in (
        ENGINE.legal_actions(state, 3)
    )
    state, _ = ENGINE.apply(state, 3, run)
    assert state.phase == "play" and state.current == 0
    assert ENGINE.view(state, None)["lines"]["G"]["next_low"] == 4


# ----- §6 plays and Decisions 3-7 -------------------------------------------------------------


def test_station_any_turn_run_one_way_only_decision_3() -> None:
    blue = line("B", low=ids("B", 6))
    state = make_state(hands=[("SG", "G6", "G7", "B5"), ("O1",)], lines=(blue,))
    opens = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "open_line"]
    assert [a["cards"] for a in opens] == [[], ["G6"], ["G7"]]
    assert extends(state, 0, "B") == [["B5"]]


def test_take_the_train_only_without_a_play_and_the_card_waits_decision_4() -> None:
    blue = line("B", low=ids("B", 6), high=ids("B", 7, 8))
    state = make_state(
        hands=[("G3", "O1"), ("B9", "M1")], lines=(blue,), fares=(50, 50), pile=("B10", "G12")
    )
    assert ENGINE.legal_actions(state, 0) == [{"type": "take_the_train"}]
    state, events = ENGINE.apply(state, 0, {"type": "take_the_train"})
    assert state.fares == (49, 50) and state.pot == 1
    assert state.hands[0] == ("B10", "G3", "O1")
    assert state.pile == ("G12",)
    assert state.current == 1  # the drawn card waits for a later turn
    assert ENGINE.event_view(events[1], 1) == {"type": "drew", "seat": 0}
    # Seat 1 can play B9: taking the train is refused.
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 1, {"type": "take_the_train"})
    assert err.value.code == "illegal_action"
    assert "may not take the train" in err.value.message


def test_take_the_train_with_an_empty_pile_still_pays() -> None:
    blue = line("B", low=ids("B", 6))
    state = make_state(hands=[("G3",), ("M1",)], lines=(blue,), fares=(5, 5), pile=())
    state, events = ENGINE.apply(state, 0, {"type": "take_the_train"})
    assert state.fares == (4, 5) and state.hands[0] == ("G3",)
    assert events == [{"type": "take_the_train", "seat": 0, "fares": 4, "pot": 1, "drew": False}]


def test_free_rides_several_at_once_canonical_order_decision_5() -> None:
    blue = line("B", low=ids("B", 6), high=ids("B", 7, 8))
    state = make_state(hands=[("FR2", "FR1", "B10", "G2"), ("M1",)], lines=(blue,))
    high = extends(state, 0, "B", "high")
    # Next is 9 (not held): a Free Ride must fill it; FR1 is always used before FR2.
    assert high == [["FR1"], ["FR1", "B10"], ["FR1", "B10", "FR2"], ["FR1", "FR2"]]
    low = extends(state, 0, "B", "low")
    assert low == [["FR1"], ["FR1", "FR2"]]


def test_free_ride_swap_needs_the_exact_card_decision_5() -> None:
    blue = line("B", low=ids("B", 6), high=("B7", "FR1", "B9"))
    state = make_state(hands=[("B8", "G2"), ("B10", "M1")], lines=(blue,))
    assert {"type": "swap_free_ride", "card": "B8"} in ENGINE.legal_actions(state, 0)
    assert not any(a["type"] == "swap_free_ride" for a in ENGINE.legal_actions(state, 1))
    state, events = ENGINE.apply(state, 0, {"type": "swap_free_ride", "card": "B8"})
    assert events == [{"type": "swap_free_ride", "seat": 0, "card": "B8"}]
    assert state.hands[0] == ("G2", "FR1")  # same hand size, the Free Ride taken back
    assert state.lines[0] is not None and state.lines[0].high == ("B7", "B8", "B9")
    assert state.current == 1  # the swap is the whole turn


def test_end_of_line_rules_decision_6() -> None:
    # Low end at 1 is a dead end but may still be closed; without End of Line no wrap.
    blue = line("B", low=ids("B", 6, 5, 4, 3, 2, 1), high=ids("B", 7, 8, 9, 10, 11, 12))
    state = make_state(hands=[("EL1", "EL2", "G5"), ("M1",)], lines=(blue,))
    els = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "end_of_line"]
    assert els == [
        {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "low"},
        {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "high"},
    ]
    state, _ = ENGINE.apply(state, 0, els[0])
    state = replace(state, current=0)
    assert [a["arm"] for a in ENGINE.legal_actions(state, 0)] == ["high"]
    state, _ = ENGINE.apply(state, 0, ENGINE.legal_actions(state, 0)[0])
    assert state.lines[0] is not None and state.lines[0].high_closed == "EL2"
    state = replace(state, current=0)
    # Both ends closed: no End of Line play left, so G5 (no green line) means taking the train.
    assert ENGINE.legal_actions(state, 0) == [{"type": "take_the_train"}]


def test_no_wrap_without_end_of_line_decision_6() -> None:
    green = line("G", low=ids("G", 6, 5, 4, 3, 2, 1), high=ids("G", 7, 8, 9, 10, 11))
    state = make_state(hands=[("G12", "M3"), ("O1",)], lines=(green,))
    assert extends(state, 0, "G") == [["G12"]]
    state = make_state(
        hands=[("G1", "M3"), ("O1",)], lines=(line("G", high=ids("G", 7, 8, 9, 10, 11, 12)),)
    )
    assert extends(state, 0, "G") == []


def test_end_of_line_never_on_a_branch_and_branches_never_wrap_decision_7() -> None:
    magenta = line("M", low=ids("M", 6, 5, 4, 3, 2))
    branch = Branch(colour="O", transfer="TR1", base="M2", start=2, cards=("O2", "O1"))
    state = make_state(
        hands=[("EL1", "O12", "FR1"), ("B1",)],
        lines=(magenta,),
        branches=(branch,),
        transfer=True,
    )
    legal = ENGINE.legal_actions(state, 0)
    assert all(a.get("arm") != "branch" for a in legal)
    assert {a["line"] for a in legal if a["type"] == "end_of_line"} == {"M"}
    assert ENGINE.view(state, 0)["branches"]["O"]["next"] is None


def test_transfer_conditions_decision_7() -> None:
    magenta = line("M", low=("M6", "FR1", "M4"), high=ids("M", 7, 8))
    orange = line("O", low=ids("O", 6))
    hand = ("TR1", "TR2", "O4", "G5", "G4", "B8", "B7", "FR2")
    state = make_state(
        hands=[hand, ("SB",)], lines=(magenta, orange), transfer=True, fares=(50, 50)
    )
    transfers = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "transfer"]
    # Orange has a Station: no transfer to orange. The Free Ride at M5 is no base (G5 waits).
    assert transfers == [
        {"type": "transfer", "transfer": "TR1", "base": "M4", "card": "G4"},
        {"type": "transfer", "transfer": "TR1", "base": "M7", "card": "B7"},
        {"type": "transfer", "transfer": "TR1", "base": "M8", "card": "B8"},
    ]
    state, _ = ENGINE.apply(state, 0, transfers[2])
    state = replace(state, current=0)
    view = ENGINE.view(state, 1)["branches"]["B"]
    assert view["direction"] == "up" and view["next"] == 9
    transfers = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "transfer"]
    # M8 now has a Transfer beside it; blue has a branch; B8 starts a branch (has one too).
    assert transfers == [{"type": "transfer", "transfer": "TR2", "base": "M4", "card": "G4"}]


def test_station_after_a_branch_stops_at_it_decision_7() -> None:
    magenta = line("M", low=ids("M", 6, 5))
    branch = Branch(colour="O", transfer="TR2", base="M5", start=5, cards=("O5", "O4"))
    state = make_state(
        hands=[("SO", "O6", "O7", "O3"), ("B1",)],
        lines=(magenta,),
        branches=(branch,),
        transfer=True,
    )
    opens = [a["cards"] for a in ENGINE.legal_actions(state, 0) if a["type"] == "open_line"]
    assert opens == [[], ["O6"], ["O7"]]
    assert extends(state, 0, "O", "branch") == [["O3"]]


def test_runs_must_follow_in_order_and_reject_gaps() -> None:
    blue = line("B", low=ids("B", 6), high=ids("B", 7))
    state = make_state(hands=[("B8", "B10", "B5", "B3"), ("M1",)], lines=(blue,))
    assert extends(state, 0, "B") == [["B5"], ["B8"]]
    bad = {"type": "extend", "line": "B", "arm": "high", "cards": ["B8", "B10"]}
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 0, bad)
    assert err.value.code == "illegal_action"


# ----- §7 end of the round and Decisions 8-10 ----------------------------------------------------


def test_payments_are_capped_decision_8() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(
        hands=[("G5",), ("EL1", "EL2", "FR1", "B1")], lines=(green,), fares=(10, 3), pot=87
    )
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    ended = events[-2]
    assert ended["payments"] == [0, 3] and ended["fares"] == [10, 0]
    assert state.pot == 90 and sum(state.fares) + state.pot == 100


def test_ties_share_the_win_decision_10() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(hands=[("G5",), ("B1", "B2")], lines=(green,), fares=(20, 22), pot=58)
    state, _ = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.scores == (20, 20) and outcome.ranks == (1, 1)
    assert outcome.detail["rounds"][0]["winners"] == [0, 1]


def test_tied_winners_each_score_in_multi_round_decision_10() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(
        hands=[("G5",), ("B1", "B2"), ("M1", "M2", "M3")],
        lines=(green,),
        fares=(20, 22, 23),
        pot=35,
        match="rounds:2",
    )
    state, _ = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    assert state.phase == "round_over"
    assert state.cumulative == (20, 20, 20)
    assert state.results[0].winners == (0, 1, 2)


def test_stations_left_in_hand_cost_one_decision_9() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(hands=[("G5",), ("SB", "SO", "TR1")], lines=(green,), transfer=True)
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    assert events[-2]["payments"] == [0, 4]


# ----- §8 multi-round and Decision 11 -------------------------------------------------------------


def test_next_round_resets_fares_and_passes_the_deal_decision_11() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(
        hands=[("G5",), ("B1", "B2"), ("M1",)],
        lines=(green,),
        fares=(20, 22, 23),
        pot=35,
        match="rounds",
        dealer=2,
    )
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    assert state.phase == "round_over" and ENGINE.result(state) is None
    assert ENGINE.to_act(state) == frozenset({0})  # the next dealer deals
    assert ENGINE.legal_actions(state, 0) == [{"type": "deal"}]
    assert ENGINE.view(state, 1)["hands"] == [[], ["B1", "B2"], ["M1"]]
    state, events = ENGINE.apply(state, 0, {"type": "deal"})
    assert events[0]["type"] == "round_started" and events[0]["round"] == 2
    assert state.round_no == 2 and state.dealer == 0
    assert state.fares == (33, 33, 33) and state.pot == 1
    assert state.lines == (None,) * 4 and state.phase == "opening"
    assert ENGINE.view(state, 1)["rounds"][0]["payments"] == [0, 2, 1]


def test_round_limits_and_targets() -> None:
    assert rounds.round_limit("single", 4) == 1
    assert rounds.round_limit("rounds", 5) == 5
    assert rounds.round_limit("rounds:7", 2) == 7
    assert rounds.match_target("target:250") == 250
    assert rounds.round_limit("target:100", 3) == 300


def test_free_ride_on_a_branch_can_be_swapped() -> None:
    magenta = line("M", low=ids("M", 6, 5))
    branch = Branch(colour="O", transfer="TR1", base="M5", start=5, cards=("O5", "FR2"))
    state = make_state(
        hands=[("O4", "G9"), ("B1",)], lines=(magenta,), branches=(branch,), transfer=True
    )
    assert {"type": "swap_free_ride", "card": "O4"} in ENGINE.legal_actions(state, 0)
    state, _ = ENGINE.apply(state, 0, {"type": "swap_free_ride", "card": "O4"})
    assert state.branches[3] is not None and state.branches[3].cards == ("O5", "O4")
    assert state.hands[0] == ("G9", "FR2")


def test_editing_a_returned_action_cannot_make_it_legal() -> None:
    blue = line("B", low=ids("B", 6), high=ids("B", 7))
    state = make_state(hands=[("B8", "B10", "G1"), ("M1",)], lines=(blue,))
    action = ENGINE.legal_actions(state, 0)[0]
    assert action == {"type": "extend", "line": "B", "arm": "high", "cards": ["B8"]}
    action["cards"].append("B10")
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, action)
    assert ENGINE.legal_actions(state, 0)[0]["cards"] == ["B8"]


def test_illegal_messages_name_the_reason() -> None:
    green = line("G", low=ids("G", 6))
    state = make_state(hands=[("G5",), ("B1", "B2")], lines=(green,), match="rounds:2")
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 0, {"type": "deal"})
    assert "still being played" in err.value.message
    state, _ = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    )
    (dealer_next,) = ENGINE.to_act(state)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, dealer_next, {"type": "take_the_train"})
    assert "next dealer" in err.value.message
    state, events = ENGINE.apply(state, dealer_next, {"type": "deal"})
    dealt = [e for e in events if e["type"] == "dealt"]
    assert ENGINE.event_view(dealt[0], 1) == {"type": "dealt", "seat": 0, "count": 13}
    own = ENGINE.event_view(dealt[0], 0)["cards"]
    assert len(own) == 13 and set(own) <= set(state.hands[0])


# ----- §4.2 next numbers ------------------------------------------------------------------------


def test_free_ride_stands_for_a_wrapped_number() -> None:
    blue = line("B", low=ids("B", 6, 5, 4, 3, 2, 1), high=ids("B", 7), high_closed="EL1")
    state = make_state(hands=[("FR2", "B11", "G4"), ("M1",)], lines=(blue,))
    assert extends(state, 0, "B") == [["FR2"], ["FR2", "B11"]]
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "B", "arm": "low", "cards": ["FR2", "B11"]}
    )
    assert events[0]["numbers"] == [12, 11]
    cells = ENGINE.view(state, 1)["lines"]["B"]["low"]
    assert cells[6] == {"card": "FR2", "number": 12, "free_ride": True}
    state = replace(state, current=0)
    assert {"type": "swap_free_ride", "card": "B12"} not in ENGINE.legal_actions(state, 0)


def test_closed_empty_low_end_lets_the_high_arm_run_to_six() -> None:
    orange = line("O", low_closed="EL2")
    numbers = (7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6)
    state = make_state(hands=[(*ids("O", *numbers), "B2"), ("M1",)], lines=(orange,))
    runs = extends(state, 0, "O")
    assert runs[-1] == list(ids("O", *numbers))
    assert len(runs) == 12
