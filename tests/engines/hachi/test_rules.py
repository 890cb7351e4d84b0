"""Hachi rules: components, deal, capture relation, turn steps, scoring, match, options and
every Decision of rules §11 (hachi.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from games.engines.base import IllegalAction, InvalidOptions
from games.engines.hachi import ENGINE
from games.engines.hachi import rules as R
from games.engines.hachi import scoring as S
from games.engines.hachi.state import HachiState
from games.engines.hanafuda import DECK, month_of
from games.engines.rng import shuffled
from tests.engines.hachi.support import cards, make_state

# ----- components (§2) and yaku (§7.2) -------------------------------------------------------


def test_card_values_ribbons_one_everything_else_ten() -> None:
    ribbons = cards("01R 02R 03R 04R 05R 06R 07R 09R 10R 11R")
    for c in DECK:
        assert S.VALUE[c] == (1 if c in ribbons else 10)
    assert S.VALUE["08A"] == 10 and S.VALUE["12C3"] == 10
    assert S.card_points(DECK) == 390


YAKU_TABLE = [
    ("12L 04A 11L", 10),
    ("12C3 04R 11R", 20),
    ("05A 06A 10A", 10),
    ("05R 06R 10R", 20),
    ("05A 04A 06A", 10),
    ("05R 04R 06R", 20),
    ("07A 05A 03L", 10),
    ("07R 05R 03R", 20),
    ("09A 11L 03L", 10),
    ("09R 11R 03R", 20),
    ("08L 04A 11L", 10),
    ("08A 04R 11R", 20),
    ("07A 08L 09A", 10),
    ("07R 08A 09R", 20),
    ("01L 02A 03L", 10),
    ("01R 02R 03R", 20),
    ("02A 11L 12L", 10),
    ("02R 11R 12C3", 20),
    ("03L 05A 06A", 10),
    ("03R 05R 06R", 20),
    ("10R 07R 08A", 20),
]


def test_the_21_yaku_have_exact_cards_and_points() -> None:
    assert len(S.YAKU) == 21
    assert [(y.cards, y.points) for y in S.YAKU] == [
        (frozenset(text.split()), points) for text, points in YAKU_TABLE
    ]
    for y in S.YAKU:  # each yaku alone scores exactly its points on top of its cards
        assert S.round_score(tuple(y.cards)) == (S.card_points(y.cards) + y.points, (y,))


def test_stand_ins_08a_and_12c3() -> None:
    numbers = {c: [n for n, y in enumerate(S.YAKU, start=1) if c in y.cards] for c in DECK}
    assert numbers["08A"] == [12, 14, 21]
    assert numbers["12C3"] == [2, 18]
    assert numbers["12C1"] == [] and numbers["12C2"] == []
    assert S.round_score(cards("02R 11R 12C3"))[0] == 1 + 1 + 10 + 20
    assert S.round_score(cards("10R 07R 08A"))[0] == 1 + 1 + 10 + 20


def test_a_yaku_needs_all_three_cards() -> None:
    assert S.round_score(cards("05A 06A")) == (20, ())
    assert S.round_score(cards("05A 06A 10C1")) == (30, ())


# ----- capture relation (§4) -----------------------------------------------------------------

PARTNER_MONTHS = {
    1: {2, 7, 12},
    2: {1, 6, 11},
    3: {5, 10},
    4: {4, 9},
    5: {3, 8},
    6: {2, 7, 12},
    7: {1, 6, 11},
    8: {5, 10},
    9: {4, 9},
    10: {3, 8},
    11: {2, 7, 12},
    12: {1, 6, 11},
}


def test_partner_table_of_section_4() -> None:
    for a in DECK:
        for b in DECK:
            if a != b:
                expected = month_of(b) in PARTNER_MONTHS[month_of(a)]
                assert (b in R.PARTNERS[a]) is expected, (a, b)
                assert (a in R.PARTNERS[b]) is expected


# ----- setup (§3) ----------------------------------------------------------------------------


def test_round_setup_six_field_seven_each_28_draw() -> None:
    state = ENGINE.setup(players=2, options=None, seed="setup-1")
    assert len(state.field) == 6
    assert [len(h) for h in state.hands] == [7, 7]
    assert len(state.draw) == 28
    assert Counter([*state.field, *state.hands[0], *state.hands[1], *state.draw]) == Counter(DECK)
    assert state.piles == ((), ()) and state.round_no == 1


def test_deal_is_the_seeded_shuffle_labelled_by_round() -> None:
    order = shuffled(DECK, "deal-seed", "deal", 3)
    field, hand0, hand1, draw = R.deal("deal-seed", 3)
    assert set(field) == set(order[:6])
    assert set(hand0) == set(order[6:13])
    assert set(hand1) == set(order[13:20])
    assert draw == tuple(order[20:])
    assert R.deal("deal-seed", 3) == (field, hand0, hand1, draw)
    assert R.deal("deal-seed", 4) != (field, hand0, hand1, draw)


def test_decision_10_first_dealer_is_random_from_the_seed() -> None:
    dealers = Counter(R.first_dealer(f"seed-{i}") for i in range(200))
    assert set(dealers) == {0, 1}
    assert 60 < dealers[0] < 140
    for i in range(10):
        state = ENGINE.setup(players=2, options=None, seed=f"seed-{i}")
        assert state.dealer == R.first_dealer(f"seed-{i}")
        assert ENGINE.to_act(state) == frozenset({state.dealer})  # the dealer plays first


def test_only_two_players() -> None:
    for players in (1, 3):
        with pytest.raises(InvalidOptions):
            ENGINE.setup(players=players, options=None, seed="x")


# ----- step A (§5.1) -------------------------------------------------------------------------


def test_card_without_partner_goes_to_the_field() -> None:
    state = make_state(field=("02C1",), hands=(("03C1", "04A"), ("01C1",)), draw_top=("04C1",))
    assert ENGINE.legal_actions(state, 0) == [
        {"type": "play_card", "card": "03C1", "target": None},
        {"type": "play_card", "card": "04A", "target": None},
    ]
    # The turned 04C1 has no partner on the field either (4 + 2, 4 + 3), so it joins it.
    new, _ = ENGINE.apply(state, 0, {"type": "play_card", "card": "03C1", "target": None})
    assert new.field == ("02C1", "03C1", "04C1")
    assert new.hands[0] == ("04A",)


def test_decision_2_capture_is_compulsory_but_any_card_may_be_played() -> None:
    state = make_state(field=("02C1", "08C1"), hands=(("01C1", "03C1"), ("04C1",)))
    actions = ENGINE.legal_actions(state, 0)
    assert actions == [
        {"type": "play_card", "card": "01C1", "target": "02C1"},
        {"type": "play_card", "card": "03C1", "target": None},
    ]
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 0, {"type": "play_card", "card": "01C1", "target": None})
    assert err.value.code == "illegal_action"
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, {"type": "play_card", "card": "03C1", "target": "02C1"})
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, {"type": "play_card", "card": "04C1", "target": None})


def test_a_capture_takes_exactly_one_partner() -> None:
    state = make_state(
        field=("02C1", "07C1", "12C1"), hands=(("01C1",), ("05C1",)), draw_top=("03C1",)
    )
    new, _ = ENGINE.apply(state, 0, {"type": "play_card", "card": "01C1", "target": "07C1"})
    assert new.piles[0] == ("01C1", "07C1")
    assert new.field == ("02C1", "03C1", "12C1")


def test_illegal_actions_are_explained() -> None:
    state = make_state(field=("02C1",), hands=(("01C1", "03C1"), ("04C1",)))
    cases = [
        ({"type": "play_card", "card": "04C1", "target": None}, "not in your hand"),
        ({"type": "play_card", "card": "01C1", "target": None}, "must capture"),
        ({"type": "play_card", "card": "03C1", "target": "02C1"}, "no partner"),
        ({"type": "choose_deck_capture", "target": "02C1"}, "Play a card"),
        ({"type": "play_card", "card": "01C1"}, "exactly the keys card, target, type"),
        ({"type": "play_card", "card": "01C1", "target": "02C1", "x": 1}, "exactly the keys"),
    ]
    for action, words in cases:
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(state, 0, action)
        assert err.value.code == "illegal_action"
        assert words in err.value.message


# ----- step B (§5.2) -------------------------------------------------------------------------


def test_turned_card_without_partner_joins_the_field() -> None:
    state = make_state(field=("02C1",), hands=(("01C1",), ("05C1",)), draw_top=("03C1",))
    new, events = ENGINE.apply(state, 0, {"type": "play_card", "card": "01C1", "target": "02C1"})
    assert new.field == ("03C1",)
    assert {"type": "deck_to_field", "seat": 0, "card": "03C1"} in events
    assert new.turn == 1 and len(new.draw) == len(state.draw) - 1


def test_decision_4_turned_card_with_two_partners_is_the_players_own_decision() -> None:
    state = make_state(
        field=("05C1", "10C1", "02C1"), hands=(("01C1",), ("06C1",)), draw_top=("08C1",)
    )
    new, events = ENGINE.apply(state, 0, {"type": "play_card", "card": "01C1", "target": "02C1"})
    assert new.phase == "deck_choice" and new.turned == "08C1"
    assert {"type": "card_turned", "seat": 0, "card": "08C1"} in events
    assert ENGINE.to_act(new) == frozenset({0})  # Decision 4: the player whose turn it is
    assert ENGINE.legal_actions(new, 0) == [
        {"type": "choose_deck_capture", "target": "05C1"},
        {"type": "choose_deck_capture", "target": "10C1"},
    ]
    assert ENGINE.legal_actions(new, 1) == []
    view = ENGINE.view(new, 1)  # the turned card is visible before the choice
    assert view["turned"] == "08C1" and view["deck_choice_options"] == ["05C1", "10C1"]
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(new, 1, {"type": "choose_deck_capture", "target": "05C1"})
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(new, 0, {"type": "play_card", "card": "01C1", "target": None})
    assert "turned card" in err.value.message
    done, events = ENGINE.apply(new, 0, {"type": "choose_deck_capture", "target": "10C1"})
    assert done.piles[0] == ("01C1", "02C1", "08C1", "10C1")
    assert done.field == ("05C1",) and done.turned is None and done.turn == 1
    assert events == [
        {"type": "deck_capture", "seat": 0, "card": "08C1", "target": "10C1", "auto": False}
    ]


def test_decision_3_claimed_cards_are_unavailable_to_the_turned_card() -> None:
    # 03L claims 05C1; the turned 08C1 could take 05C1 or 10C1, but only 10C1 is available.
    state = make_state(field=("05C1", "10C1"), hands=(("03L",), ("01C1",)), draw_top=("08C1",))
    new, _ = ENGINE.apply(state, 0, {"type": "play_card", "card": "03L", "target": "05C1"})
    assert new.phase == "play" and new.piles[0] == ("03L", "05C1", "08C1", "10C1")


def test_decision_3_hand_card_left_on_field_is_available_to_the_turned_card() -> None:
    state = make_state(field=("02C1",), hands=(("03L",), ("01C1",)), draw_top=("05C1",))
    new, events = ENGINE.apply(state, 0, {"type": "play_card", "card": "03L", "target": None})
    assert new.piles[0] == ("05C1", "03L")
    assert new.field == ("02C1",)
    assert {"type": "deck_capture", "seat": 0, "card": "05C1", "target": "03L", "auto": True} in (
        events
    )


def test_decision_3_laid_card_competes_with_other_partners() -> None:
    # 05C1 has no partner (5 + 10 = 15) and stays; the turned 08C1 may take it or 10C1.
    state = make_state(field=("10C1",), hands=(("05C1",), ("01C1",)), draw_top=("08C1",))
    new, _ = ENGINE.apply(state, 0, {"type": "play_card", "card": "05C1", "target": None})
    assert ENGINE.legal_actions(new, 0) == [
        {"type": "choose_deck_capture", "target": "05C1"},
        {"type": "choose_deck_capture", "target": "10C1"},
    ]


# ----- end of round (§6), scoring (§7) and the next round -------------------------------------


def test_round_ends_after_14_turns_and_the_next_round_is_dealt() -> None:
    state = ENGINE.setup(players=2, options=None, seed="flow")
    turns_seen = 0
    while state.round_no == 1:
        (seat,) = ENGINE.to_act(state)
        in_hands = 14 - state.turns_done - (state.phase == "deck_choice")
        assert sum(len(h) for h in state.hands) == in_hands
        before = state.turns_done
        state, events = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
        if state.round_no == 1 and state.turns_done != before:
            turns_seen += 1
            assert state.turn == 1 - seat  # players alternate
    assert turns_seen == 13  # the 14th turn ended the round
    types = [e["type"] for e in events]
    assert types.index("round_ended") < types.index("round_started")
    assert state.round_no == 2 and state.turns_done == 0
    assert len(state.field) == 6 and [len(h) for h in state.hands] == [7, 7]
    assert len(state.draw) == 28 and state.piles == ((), ())
    res = state.history[0]
    assert state.dealer == S.next_dealer(res.dealer, res.winner)
    assert state.field == R.deal("flow", 2)[0]


def test_decision_9_and_11_leftover_and_unturned_cards_score_nothing() -> None:
    # Last turn of a round: seat 1 plays 01C1 onto 02C1; the turned 03C2 has no partner.
    # 09C1 and 09C2 stay stuck on the field; the rest of the draw pile is never turned.
    state = make_state(
        field=("02C1", "09C1"),
        hands=((), ("01C1",)),
        draw_top=("03C2", "09C2"),
        piles=(cards("04A 09A"), cards("11R 07A")),
        turn=1,
        dealer=0,
        turns_done=13,
    )
    new, events = ENGINE.apply(state, 1, {"type": "play_card", "card": "01C1", "target": "02C1"})
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["card_points"] == [20, 1 + 10 + 10 + 10]
    assert ended["scores"] == [20, 31]
    assert ended["winner"] == 1 and ended["margin"] == 11 and not ended["qualifying"]
    assert new.round_no == 2 and new.dealer == 1


def test_decision_1_a_card_counts_in_every_yaku_it_completes() -> None:
    pile = cards("11L 12L 04A 02A 08L")
    score, yaku = S.round_score(pile)
    assert [y.key for y in yaku] == ["mist_island", "eight_islands", "den"]
    assert score == 50 + 30


def test_round_winner_and_draw() -> None:
    assert S.round_winner(50, 40) == 0
    assert S.round_winner(40, 50) == 1
    assert S.round_winner(40, 40) is None


# ----- the match (§8) ------------------------------------------------------------------------


def _finish_round(
    state: HachiState, piles: tuple[tuple[str, ...], tuple[str, ...]]
) -> tuple[HachiState, list[dict[str, Any]]]:
    """End the current round with these capture piles (scoring and match flow only)."""
    return R.end_round(replace(state, piles=piles, turns_done=14), [])


TENS = cards("01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2")


def test_decision_5_drawn_round_same_dealer_and_runs_broken() -> None:
    state = make_state(dealer=1, turn=1, runs=(1, 0))
    new, events = _finish_round(state, (TENS[:3], TENS[3:6]))
    res = new.history[-1]
    assert res.scores == (30, 30) and res.winner is None and res.margin == 0
    assert new.dealer == 1 and new.turn == 1
    assert new.runs == (0, 0)
    assert next(e for e in events if e["type"] == "round_ended")["winner"] is None


@pytest.mark.parametrize(
    ("pile0", "pile1", "margin", "qualifies"),
    [
        ("01R", "01C1 01C2", 19, False),
        ("", "01C1 01C2", 20, True),
        ("", "01C1 01C2 01R", 21, True),
    ],
)
def test_decision_6_margin_20_itself_qualifies(
    pile0: str, pile1: str, margin: int, qualifies: bool
) -> None:
    state = make_state(dealer=0, runs=(0, 0))
    new, _ = _finish_round(state, (cards(pile0), cards(pile1)))
    assert new.history[-1].margin == margin
    assert new.history[-1].qualifying is qualifies
    assert new.runs == (0, 1 if qualifies else 0)
    assert new.dealer == 1


def test_streak_two_consecutive_qualifying_wins_end_the_match() -> None:
    state = make_state(dealer=0)
    state, _ = _finish_round(state, (TENS[:5], ()))
    assert state.phase == "play" and state.runs == (1, 0)
    state, events = _finish_round(state, (TENS[:2], ()))
    assert state.phase == "over" and state.match_winner == 0 and state.decided_by == "streak"
    assert events[-1] == {
        "type": "match_ended",
        "winner": 0,
        "decided_by": "streak",
        "cumulative": [70, 0],
    }
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.ranks == (1, 2) and outcome.scores == (70, 0)


def test_streak_winner_wins_even_with_a_lower_cumulative_score() -> None:
    state = make_state(dealer=0)
    state, _ = _finish_round(state, (TENS, ()))  # seat 0 by 100
    state, _ = _finish_round(state, ((), TENS[:2]))  # seat 1 by 20
    state, _ = _finish_round(state, ((), TENS[:2]))  # seat 1 by 20 again
    assert state.phase == "over" and state.match_winner == 1
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (100, 40) and outcome.winners == (1,)


def test_decision_7_streak_cap_then_cumulative_score_decides() -> None:
    state = make_state(dealer=0, options={"streak_cap": 3})
    state, _ = _finish_round(state, (TENS[:3], ()))  # seat 0 by 30 (run 1)
    state, _ = _finish_round(state, ((), TENS[:1]))  # seat 1 by 10 (runs broken)
    assert state.phase == "play"
    state, _ = _finish_round(state, (TENS[:1], ()))  # seat 0 by 10: cap reached
    assert state.phase == "over" and state.decided_by == "cumulative"
    assert state.cumulative == (40, 10) and state.match_winner == 0
    assert len(state.history) == 3


def test_decision_7_cap_with_equal_cumulative_is_a_drawn_match() -> None:
    state = make_state(dealer=0, options={"streak_cap": 2})
    state, _ = _finish_round(state, (TENS[:1], ()))
    state, _ = _finish_round(state, ((), TENS[:1]))
    assert state.phase == "over" and state.match_winner is None
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.winners == () and outcome.ranks == (1, 1)


def test_decision_8_cumulative_score_is_the_sum_of_round_scores() -> None:
    state = make_state(dealer=0, options={"match_mode": "fixed", "rounds": 2})
    state, _ = _finish_round(state, (TENS[:5], TENS[5:9]))  # 50 : 40
    state, _ = _finish_round(state, (TENS[:1], TENS[1:4]))  # 10 : 30
    assert state.cumulative == (60, 70)  # not the margins (10 and 20)
    assert state.phase == "over" and state.match_winner == 1


def test_fixed_mode_ignores_streaks_and_plays_all_rounds() -> None:
    state = make_state(dealer=0, options={"match_mode": "fixed", "rounds": 3})
    for expected_round in (1, 2):
        assert state.round_no == expected_round
        state, _ = _finish_round(state, (TENS[:5], ()))
        assert state.phase == "play"
    state, events = _finish_round(state, ((), TENS[:1]))
    assert state.phase == "over" and state.decided_by == "cumulative"
    assert state.cumulative == (100, 10) and state.match_winner == 0
    assert events[-1]["type"] == "match_ended"


def test_run_bookkeeping() -> None:
    assert S.next_runs((1, 0), 0, 20) == (2, 0)
    assert S.next_runs((1, 0), 0, 19) == (0, 0)
    assert S.next_runs((1, 0), 1, 30) == (0, 1)
    assert S.next_runs((0, 1), None, 0) == (0, 0)


# ----- options (§9) --------------------------------------------------------------------------


def test_option_defaults() -> None:
    assert ENGINE.validate_options(None, 2) == {
        "match_mode": "streak",
        "streak_cap": 12,
        "rounds": 6,
        "points_target": 500,
        "victories": 3,
    }
    state = ENGINE.setup(players=2, options=None, seed="o")
    assert (state.match_mode, state.streak_cap, state.rounds) == ("streak", 12, 6)
    assert (state.points_target, state.victories) == (500, 3)


@pytest.mark.parametrize(
    "options",
    [
        {"match_mode": "sudden"},
        {"streak_cap": 1},
        {"streak_cap": 25},
        {"streak_cap": "12"},
        {"streak_cap": True},
        {"rounds": 0},
        {"rounds": 13},
        {"margin": 30},
    ],
)
def test_invalid_options_are_rejected(options: dict[str, object]) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=2, options=options, seed="o")


@pytest.mark.parametrize(
    "options",
    [{"streak_cap": 2}, {"streak_cap": 24}, {"match_mode": "fixed", "rounds": 1}, {"rounds": 12}],
)
def test_valid_option_bounds(options: dict[str, object]) -> None:
    ENGINE.setup(players=2, options=options, seed="o")


def test_max_actions_bounds_the_match() -> None:
    assert ENGINE.max_actions(2, {}) == 12 * 14 * 2
    assert ENGINE.max_actions(2, {"match_mode": "fixed", "rounds": 1}) == 28
    assert ENGINE.max_actions(2, {"streak_cap": 24}) == 24 * 28
