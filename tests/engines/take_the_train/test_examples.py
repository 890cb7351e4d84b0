"""Take the Train: every worked example of take-the-train.md §12 as an exact test vector."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.engines.take_the_train import ENGINE
from games.engines.take_the_train.rules import high_chain, low_chain, placed_mask
from tests.engines.take_the_train.support import extends, ids, line, make_state


def test_12_1_end_of_line_wrap_around() -> None:
    blue = line("B", low=ids("B", 6, 5, 4, 3, 2, 1), high=ids("B", 7, 8))
    hand = ("EL1", "B12", "B11", "B10", "B9", "O3")
    state = make_state(hands=[hand, ("G1",)], lines=(blue,))
    # Before the End of Line, 1 is a dead end: blue cards only go on the high end (9, 10...).
    assert extends(state, 0, "B", "low") == []
    assert extends(state, 0, "B", "high")[0] == ["B9"]
    action = {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "high"}
    state, _ = ENGINE.apply(state, 0, action)
    state = replace(state, current=0)
    table = ENGINE.view(state, 0)["lines"]["B"]
    assert table["high_closed"] == "EL1"
    assert table["next_high"] is None
    assert table["next_low"] == 12
    assert extends(state, 0, "B") == [
        ["B12"],
        ["B12", "B11"],
        ["B12", "B11", "B10"],
        ["B12", "B11", "B10", "B9"],
    ]
    assert {a["arm"] for a in ENGINE.legal_actions(state, 0) if a["type"] == "extend"} == {"low"}
    run = {"type": "extend", "line": "B", "arm": "low", "cards": ["B12", "B11", "B10", "B9"]}
    state, events = ENGINE.apply(state, 0, run)
    assert events[0]["numbers"] == [12, 11, 10, 9]
    table = ENGINE.view(state, 1)["lines"]["B"]
    # After B9 the next number would be 8, already placed: the line is complete.
    assert table["next_low"] is None and table["next_high"] is None


def test_12_2_transfer() -> None:
    magenta = line("M", low=ids("M", 6, 5))
    hand = ("TR1", "O5", "O4", "O3", "O2", "O1", "O6", "O7")
    state = make_state(hands=[hand, ("G1",)], lines=(magenta,), transfer=True)
    transfers = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "transfer"]
    assert transfers == [
        {"type": "transfer", "transfer": "TR1", "base": "M6", "card": "O6"},
        {"type": "transfer", "transfer": "TR1", "base": "M5", "card": "O5"},
    ]
    state, _ = ENGINE.apply(state, 0, transfers[1])
    state = replace(state, current=0)
    branch = ENGINE.view(state, 1)["branches"]["O"]
    assert branch["base"] == "M5" and branch["transfer"] == "TR1"
    assert [c["card"] for c in branch["cards"]] == ["O5"]
    assert branch["next"] == 4
    assert extends(state, 0, "O", "branch") == [
        ["O4"],
        ["O4", "O3"],
        ["O4", "O3", "O2"],
        ["O4", "O3", "O2", "O1"],
    ]
    legal = ENGINE.legal_actions(state, 0)
    # O6 and the orange high numbers must wait for the orange Station.
    assert not any("O6" in a.get("cards", []) or "O7" in a.get("cards", []) for a in legal)
    assert all(a["type"] == "extend" and a["arm"] == "branch" for a in legal)


@pytest.mark.parametrize(
    ("players", "transfer", "fares", "pot", "each", "pile"),
    [
        (3, False, 33, 1, 13, 17),
        (6, False, 16, 4, 8, 8),
        (6, True, 16, 4, 8, 10),
    ],
)
def test_12_3_setup(
    players: int, transfer: bool, fares: int, pot: int, each: int, pile: int
) -> None:
    for i in range(8):
        state = ENGINE.setup(players=players, options={"transfer": transfer}, seed=f"setup-{i}")
        view = ENGINE.view(state, None)
        assert view["fares"] == [fares] * players
        assert view["pot"] == pot
        draws = view["opening_draws"]
        assert [n - d for n, d in zip(view["hand_counts"], draws, strict=True)] == [each] * players
        assert view["draw_pile"] + sum(draws) == pile
        assert sum(view["fares"]) + view["pot"] == 100


def test_12_4_end_payments() -> None:
    green = line("G", low=ids("G", 6))
    a_hand = ("G5",)
    b_hand = ("M1", "M2", "O12", "FR1")
    c_hand = ("SO", "B9")
    state = make_state(hands=[a_hand, b_hand, c_hand], lines=(green,), fares=(20, 20, 20), pot=40)
    play = {"type": "extend", "line": "G", "arm": "low", "cards": ["G5"]}
    state, events = ENGINE.apply(state, 0, play)
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["ended_by"] == "out" and ended["seat"] == 0
    assert ended["payments"] == [0, 5, 2]
    assert ended["fares"] == [20, 15, 18]
    assert ended["winners"] == [0]
    assert ended["hands"] == [[], list(b_hand), ["B9", "SO"]]
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (20, 15, 18)
    assert outcome.winners == (0,)
    assert state.pot == 47


def test_12_5_end_of_line_on_the_low_end() -> None:
    green = line("G", low=ids("G", 6, 5, 4), high=ids("G", 7, 8, 9))
    hand = ("EL2", "G10", "G11", "G12", "G1", "G2", "G3", "B4")
    state = make_state(hands=[hand, ("O9",)], lines=(green,))
    action = {"type": "end_of_line", "card": "EL2", "line": "G", "arm": "low"}
    state, _ = ENGINE.apply(state, 0, action)
    state = replace(state, current=0)
    green_now = state.lines[1]
    assert green_now is not None
    assert high_chain(green_now, placed_mask(green_now, None)) == [10, 11, 12, 1, 2, 3]
    assert low_chain(green_now, placed_mask(green_now, None)) == []
    runs = extends(state, 0, "G")
    assert runs[-1] == ["G10", "G11", "G12", "G1", "G2", "G3"]
    assert len(runs) == 6
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "G", "arm": "high", "cards": runs[-1]}
    )
    assert events[0]["numbers"] == [10, 11, 12, 1, 2, 3]
    view = ENGINE.view(state, 0)["lines"]["G"]
    assert view["next_high"] is None and view["next_low"] is None


def test_12_6_runs_with_a_free_ride() -> None:
    magenta = line("M", low=ids("M", 6), high=ids("M", 7, 8))
    state = make_state(hands=[("M9", "M11", "FR1", "B2"), ("O9",)], lines=(magenta,))
    assert extends(state, 0, "M", "high") == [
        ["M9"],
        ["M9", "FR1"],
        ["M9", "FR1", "M11"],
        ["FR1"],
    ]
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "M", "arm": "high", "cards": ["M9", "FR1", "M11"]}
    )
    assert events[0]["numbers"] == [9, 10, 11]
    cell = ENGINE.view(state, 1)["lines"]["M"]["high"][3]
    assert cell == {"card": "FR1", "number": 10, "free_ride": True}


def test_12_7_opening_a_line_with_a_run() -> None:
    blue = line("B", low=ids("B", 6))
    state = make_state(hands=[("SO", "O6", "O5", "O3", "O7"), ("G9",)], lines=(blue,))
    opens = [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "open_line"]
    assert opens == [
        {"type": "open_line", "station": "SO", "arm": None, "cards": []},
        {"type": "open_line", "station": "SO", "arm": "low", "cards": ["O6"]},
        {"type": "open_line", "station": "SO", "arm": "low", "cards": ["O6", "O5"]},
        {"type": "open_line", "station": "SO", "arm": "high", "cards": ["O7"]},
    ]


def test_12_8_taking_the_train_and_running_out_of_fares() -> None:
    blue = line("B", low=ids("B", 6, 5), high=ids("B", 7, 8))
    hands = [("G1", "G2", "G3", "O1", "O2"), ("B4",), ("M2", "EL1"), ("O12", "G12")]
    pile = ("O11", "G11")
    state = make_state(
        hands=hands, lines=(blue,), fares=(2, 30, 30, 1), pot=37, current=3, pile=pile
    )
    assert ENGINE.legal_actions(state, 3) == [{"type": "take_the_train"}]
    state, events = ENGINE.apply(state, 3, {"type": "take_the_train"})
    assert events[0] == {"type": "take_the_train", "seat": 3, "fares": 0, "pot": 38, "drew": True}
    assert events[1]["card"] == "O11"
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["ended_by"] == "fares" and ended["seat"] == 3
    # Everyone, D included, pays for his hand as far as his fares allow.
    assert ended["payments"] == [2, 1, 3, 0]
    assert ended["fares"] == [0, 29, 27, 0]
    assert ended["winners"] == [1]
    assert ENGINE.result(state) is not None
    assert state.pot == 38 + 6


def test_12_9_end_of_line_on_an_empty_arm() -> None:
    magenta = line("M", low=ids("M", 6, 5))
    wrap = ids("M", 4, 3, 2, 1, 12, 11, 10, 9, 8, 7)
    state = make_state(hands=[("EL1", *wrap, "B1"), ("G9",)], lines=(magenta,))
    action = {"type": "end_of_line", "card": "EL1", "line": "M", "arm": "high"}
    state, _ = ENGINE.apply(state, 0, action)
    state = replace(state, current=0)
    assert extends(state, 0, "M")[-1] == list(wrap)
    state, events = ENGINE.apply(
        state, 0, {"type": "extend", "line": "M", "arm": "low", "cards": list(wrap)}
    )
    assert events[0]["numbers"] == [4, 3, 2, 1, 12, 11, 10, 9, 8, 7]
    view = ENGINE.view(state, 0)["lines"]["M"]
    assert view["next_low"] is None and view["next_high"] is None


def test_12_10_end_of_line_instead_of_taking_the_train() -> None:
    blue = line("B", low=ids("B", 6, 5, 4), high=ids("B", 7, 8, 9))
    green = line("G", low=ids("G", 6, 5), high=ids("G", 7))
    state = make_state(hands=[("EL1", "O2", "G9"), ("M9",)], lines=(blue, green))
    view = ENGINE.view(state, 0)["lines"]
    assert (view["B"]["next_high"], view["B"]["next_low"]) == (10, 3)
    assert (view["G"]["next_high"], view["G"]["next_low"]) == (8, 4)
    assert ENGINE.legal_actions(state, 0) == [
        {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "low"},
        {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "high"},
        {"type": "end_of_line", "card": "EL1", "line": "G", "arm": "low"},
        {"type": "end_of_line", "card": "EL1", "line": "G", "arm": "high"},
    ]
