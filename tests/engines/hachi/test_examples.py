"""Hachi: every worked example of rules §12 (hachi.md), as exact test vectors."""

from __future__ import annotations

from dataclasses import replace

from games.engines.hachi import ENGINE
from games.engines.hachi import rules as R
from games.engines.hachi import scoring as S
from tests.engines.hachi.support import cards, make_state


def test_12_1_capture_partners() -> None:
    state = make_state(field=("02C1", "07C1", "12C1", "01C1"), hands=(("01C2",), ("05C1",)))
    actions = ENGINE.legal_actions(state, 0)
    assert actions == [
        {"type": "play_card", "card": "01C2", "target": "02C1"},
        {"type": "play_card", "card": "01C2", "target": "07C1"},
        {"type": "play_card", "card": "01C2", "target": "12C1"},
    ]
    assert "01C1" not in R.PARTNERS["01C2"]  # 1 + 1 = 2


def test_12_2_own_month_captures() -> None:
    # Wisteria captures Wisteria (4 + 4 = 8) and Chrysanthemum (4 + 9 = 13).
    assert "04C1" in R.PARTNERS["04A"]
    assert "09C1" in R.PARTNERS["04A"]
    # Cherry captures Iris (3 + 5) and Maple (3 + 10), never Cherry (3 + 3 = 6).
    assert "05C1" in R.PARTNERS["03L"]
    assert "10C1" in R.PARTNERS["03L"]
    assert "03C1" not in R.PARTNERS["03L"]
    field = ("03C1", "04C1", "05C1", "09C1", "10C1")
    state = make_state(field=field, hands=(("03L", "04A"), ("01C1",)))
    assert ENGINE.legal_actions(state, 0) == [
        {"type": "play_card", "card": "03L", "target": "05C1"},
        {"type": "play_card", "card": "03L", "target": "10C1"},
        {"type": "play_card", "card": "04A", "target": "04C1"},
        {"type": "play_card", "card": "04A", "target": "09C1"},
    ]


def test_12_3_full_turn_with_claimed_card() -> None:
    state = make_state(
        field=("05C1", "10C1", "02C1", "09R"),
        hands=(("03L", "01C1"), ("01C2",)),
        draw_top=("08C1",),
    )
    assert [a for a in ENGINE.legal_actions(state, 0) if a["card"] == "03L"] == [
        {"type": "play_card", "card": "03L", "target": "05C1"},
        {"type": "play_card", "card": "03L", "target": "10C1"},
    ]
    new, events = ENGINE.apply(state, 0, {"type": "play_card", "card": "03L", "target": "05C1"})
    assert sorted(new.piles[0]) == sorted(["03L", "05C1", "08C1", "10C1"])
    assert S.card_points(new.piles[0]) == 40
    assert new.field == ("02C1", "09R")
    assert {"type": "deck_capture", "seat": 0, "card": "08C1", "target": "10C1", "auto": True} in (
        events
    )
    assert new.turn == 1 and new.phase == "play"
    assert ENGINE.view(new, None)["card_points"] == [40, 0]


P0_PAIRS = (
    ("05A", "03L"),
    ("06A", "02C1"),
    ("10A", "08C1"),
    ("06R", "07C1"),
    ("05R", "03C1"),
    ("10R", "03R"),
)
P1_PAIRS = (("01L", "02A"), ("11L", "12L"), ("04A", "09A"), ("07A", "01C1"))


def test_12_4_round_scoring() -> None:
    for a, b in P0_PAIRS + P1_PAIRS:
        assert b in R.PARTNERS[a]
    pile0 = tuple(c for pair in P0_PAIRS for c in pair)
    pile1 = tuple(c for pair in P1_PAIRS for c in pair)
    assert S.card_points(pile0) == 84
    s0, yaku0 = S.round_score(pile0)
    assert {y.key for y in yaku0} == {
        "elder",
        "elder_ribbons",
        "three_five_six",
        "three_five_six_ribbons",
    }
    assert sum(y.points for y in yaku0) == 60
    assert s0 == 144
    assert S.card_points(pile1) == 80
    s1, yaku1 = S.round_score(pile1)
    assert {y.key for y in yaku1} == {"den", "mist_island"}
    assert s1 == 100
    # Through the engine: the round ends, player 0 wins by 44 (qualifying) and deals next.
    state = make_state(piles=(pile0, pile1), dealer=1, turn=1, turns_done=14)
    new, events = R.end_round(state, [])
    res = new.history[-1]
    assert res.scores == (144, 100)
    assert res.card_points == (84, 80)
    assert res.yaku_points == (60, 20)
    assert res.winner == 0 and res.margin == 44 and res.qualifying
    assert new.round_no == 2 and new.dealer == 0 and new.turn == 0
    assert new.cumulative == (144, 100)
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["scores"] == [144, 100] and ended["winner"] == 0 and ended["margin"] == 44


def test_12_5_stand_in_card() -> None:
    pile = ("08A", "04R", "11R")
    assert S.card_points(pile) == 12
    score, yaku = S.round_score(pile)
    assert [y.key for y in yaku] == ["eight_islands_ribbons"]
    assert yaku[0].points == 20
    assert score == 32


def _round_piles(winner: int | None, margin: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Capture piles without yaku giving ``winner`` a lead of ``margin`` (tens plus ribbons)."""
    tens = ("01C1", "01C2", "02C1", "02C2", "03C1", "03C2", "04C1", "04C2")
    ribbons = ("01R", "02R", "04R", "07R", "09R")
    lead = tens[: margin // 10] + ribbons[: margin % 10]
    if winner is None:
        return (), ()
    return (lead, ()) if winner == 0 else ((), lead)


def test_12_6_match_in_streak_mode() -> None:
    rows = [  # (winner, margin, run 0, run 1, next dealer)
        (0, 30, 1, 0, 0),
        (1, 10, 0, 0, 1),
        (1, 25, 0, 1, 1),
        (1, 20, 0, 2, None),
    ]
    state = make_state(dealer=1, turn=1, turns_done=14)
    for number, (winner, margin, run0, run1, dealer) in enumerate(rows, start=1):
        assert state.round_no == number
        state = replace(state, piles=_round_piles(winner, margin), turns_done=14)
        state, _events = R.end_round(state, [])
        res = state.history[-1]
        assert (res.winner, res.margin) == (winner, margin)
        assert state.runs == (run0, run1)
        if dealer is None:
            break
        assert state.dealer == dealer and state.phase == "play"
    assert state.phase == "over"
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.winners == (1,)
    assert outcome.detail["decided_by"] == "streak"
    assert len(outcome.detail["rounds"]) == 4


#: Chaff worth 10 each that complete no yaku without ribbons: exact round scores (§12.7, §12.8).
CHAFF = cards(
    "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 07C2 08C1 08C2 "
    "09C1 09C2 10C1 10C2 11C1 12C1 12C2"
)


def _scored_piles(s0: int, s1: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Capture piles scoring exactly ``s0`` and ``s1`` (multiples of 10, chaff only)."""
    n0, n1 = s0 // 10, s1 // 10
    return tuple(CHAFF[:n0]), tuple(CHAFF[n0 : n0 + n1])


def test_12_7_match_in_points_mode() -> None:
    rows = [  # (S(0), S(1), totals, next dealer)
        (70, 50, (70, 50), 0),
        (40, 80, (110, 130), 1),
        (90, 70, (200, 200), 0),  # both reached the target with equal totals: play on
        (30, 50, (230, 250), None),
    ]
    state = make_state(dealer=1, turn=1, options={"match_mode": "points", "points_target": 200})
    for number, (s0, s1, totals, dealer) in enumerate(rows, start=1):
        assert state.round_no == number and state.phase == "play"
        state = replace(state, piles=_scored_piles(s0, s1), turns_done=14)
        state, events = R.end_round(state, [])
        assert state.history[-1].scores == (s0, s1)
        assert state.cumulative == totals
        if dealer is not None:
            assert state.dealer == dealer
    assert state.phase == "over"
    assert events[-1] == {
        "type": "match_ended",
        "winner": 1,
        "decided_by": "points",
        "cumulative": [230, 250],
    }
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (230, 250) and outcome.winners == (1,)
    assert outcome.detail["decided_by"] == "points" and outcome.detail["match_mode"] == "points"
    assert len(outcome.detail["rounds"]) == 4


def test_12_8_match_in_victories_mode() -> None:
    rows = [  # (S(0), S(1), round wins, next dealer)
        (90, 30, (1, 0), 0),
        (40, 40, (1, 0), 0),  # drawn: nobody's victory, the same dealer again
        (40, 50, (1, 1), 1),
        (20, 30, (1, 2), None),
    ]
    state = make_state(dealer=1, turn=1, options={"match_mode": "victories", "victories": 2})
    for number, (s0, s1, wins, dealer) in enumerate(rows, start=1):
        assert state.round_no == number and state.phase == "play"
        state = replace(state, piles=_scored_piles(s0, s1), turns_done=14)
        state, _events = R.end_round(state, [])
        assert state.history[-1].scores == (s0, s1)
        assert ENGINE.view(state, None)["round_wins"] == list(wins)
        if dealer is not None:
            assert state.dealer == dealer
    assert state.phase == "over" and state.cumulative == (190, 150)
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.winners == (1,) and outcome.ranks == (2, 1)  # despite the lower total
    assert outcome.scores == (190, 150)
    assert outcome.detail["decided_by"] == "victories"
    assert outcome.detail["round_wins"] == [1, 2]
