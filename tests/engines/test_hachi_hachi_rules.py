"""Rules of hachi-hachi.md §3-§9 and §12, one test per rule or Decision (§14)."""

from __future__ import annotations

import random

from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import TEYAKU_CHAFF
from games.engines.hachi_hachi.deal import deal_cards, multiplier
from games.engines.hachi_hachi.settlement import settle
from games.engines.hachi_hachi.state import RoundResult, Teyaku
from games.engines.hachi_hachi.teyaku import detect
from tests.engines.hachi_hachi_support import (
    NO_TEYAKU,
    act,
    build_piles,
    cards,
    plain,
    play,
    position,
    teyaku_of,
)

# ----- §3-§4 seats, dealer, deal ----------------------------------------------------------------


def test_4_deal_three_players() -> None:
    state = ENGINE.setup(players=3, options=None, seed="deal-3")
    assert [len(h) for h in state.hands] == [7, 7, 7]
    assert len(state.field) == 6 and len(state.deck) == 21
    assert state.piles == ((), (), ())
    all_cards = [c for h in state.hands for c in h] + list(state.field) + list(state.deck)
    assert sorted(all_cards) == sorted(ENGINE.components(state))
    # The dealer plays first (§3).
    assert ENGINE.to_act(state) == frozenset({state.dealer})
    assert state.round_no == 1


def test_12_deal_two_players() -> None:
    state = ENGINE.setup(players=2, options=None, seed="deal-2")
    assert [len(h) for h in state.hands] == [7, 7]
    assert len(state.field) == 6 and len(state.deck) == 28


def test_3_first_dealer_is_random_from_the_seed() -> None:
    dealers = {ENGINE.setup(players=3, options=None, seed=f"d{i}").dealer for i in range(40)}
    assert dealers == {0, 1, 2}
    again = ENGINE.setup(players=3, options=None, seed="d7")
    assert again == ENGINE.setup(players=3, options=None, seed="d7")


def test_4_deal_uses_the_round_and_attempt_label() -> None:
    state = ENGINE.setup(players=3, options=None, seed="label")
    hands, field, deck = deal_cards("label", 1, state.deal_attempt, 3, state.dealer)
    assert (state.hands, state.field, state.deck) == (hands, field, deck)
    assert deal_cards("label", 2, 0, 3, 0) != deal_cards("label", 1, 0, 3, 0)


# ----- §5 field multiplier ----------------------------------------------------------------------


def test_5_1_field_kinds() -> None:
    assert multiplier(cards("12L 01C1 02C1 03C1 04C1 05C1"), (), "same_kind") == (4, ())
    assert multiplier(cards("03L 01C1 02C1 04C1 05C1 06C1"), (), "same_kind") == (2, ())
    assert multiplier(cards("01C1 02C1 03C1 04C1 05C1 06C1"), (), "same_kind") == (1, ())


def test_5_2_carry_is_used_up_every_round_even_when_lower() -> None:
    # Own x4 with a carried x2: M = 4 and the carried entry is consumed (Decision 24).
    assert multiplier(cards("11L 01C1 02C1 03C1 04C1 05C1"), (2, 4), "same_kind") == (4, (4,))
    # Two large lights queue one x2; the grand-less queue keeps order (FIFO).
    assert multiplier(cards("01L 03L 08L 02C1 04C1 05C1"), (4,), "same_kind") == (4, (2, 2))


def test_5_3_option_all_lights() -> None:
    field = cards("11L 12L 01L 03L 02C1 04C1")
    assert multiplier(field, (), "all_lights") == (4, (4, 2, 2))
    assert multiplier(field, (), "same_kind") == (4, (4,))
    assert multiplier(cards("11L 01L 02C1 03C1 04C1 05C1"), (), "all_lights") == (4, (2,))
    assert multiplier(cards("01L 03L 02C1 04C1 05C1 06C1"), (), "all_lights") == (2, (2,))


def test_5_4_multiplier_scales_every_payment() -> None:
    teyaku = teyaku_of("04A 04R 04C1 01C1 10C1 05C1 02C1", "", "")
    piles = build_piles((100, 88, 76), accept=plain)
    for m in (1, 2, 4):
        result = count(piles, teyaku, m)
        assert result.deltas == tuple(m * d for d in (72 + 12, -36 + 0, -36 - 12))


def count(piles: tuple[tuple[str, ...], ...], teyaku: tuple[Teyaku, ...], m: int) -> RoundResult:
    return settle(
        round_no=1,
        dealer=0,
        m=m,
        field_kind="?",
        teyaku=teyaku,
        piles=piles,
        sage=(False,) * len(piles),
        ender=None,
        liability={},
        double_eights_bonus=False,
    )


# ----- §6 teyaku --------------------------------------------------------------------------------


def test_6_2_every_set_hand_pattern() -> None:
    rows = [
        ("01L 01R 01C1 01C2 02A 02R 02C1", "Four Three", 240),
        ("01L 01R 01C1 01C2 02A 02R 03C1", "Four Two One", 96),
        ("01L 01R 01C1 02A 02R 03C1 03C2", "Haneken", 84),
        ("01L 01R 01C1 01C2 02A 03C1 06C1", "Four", 72),
        ("01L 01R 01C1 02A 02R 02C1 06C1", "Two Three", 72),
        ("01L 01R 01C1 04A 04R 04C1 06C1", "Two Three, one standing", 84),
        ("04A 04R 04C1 07A 07R 07C1 06C1", "Two Standing Threes", 96),
        ("01L 01R 02A 02R 03L 03R 06A", "Lead", 48),
        ("01L 01R 01C1 02A 02R 03L 06A", "Three", 24),
        ("01L 01R 01C1 02A 03L 06A 08A", "Three", 24),
        ("05A 05R 05C1 02A 03L 06A 08A", "Standing Three", 36),
        ("01L 01R 02A 02R 03L 06A 08A", None, 0),
        ("01L 02A 03L 04A 05A 06A 08A", None, 0),
    ]
    for hand, name, value in rows:
        t = detect(cards(hand))
        assert (t.set_name, t.set_value) == (name, value), hand


def test_6_2_standing_triples() -> None:
    assert detect(cards("12C1 12C2 12C3 01L 02A 03L 06A")).set_name == "Standing Three"
    assert detect(cards("12L 12C1 12C2 01L 02A 03L 06A")).set_name == "Three"
    assert detect(cards("07A 07R 07C2 01L 02A 03L 06A")).set_name == "Standing Three"
    # Haneken and Four Three pay the same with a standing triple.
    assert detect(cards("04A 04R 04C1 01L 01R 02A 02R")).set_value == 84
    assert detect(cards("04A 04R 04C1 01L 01R 01C1 01C2")).set_value == 240


def test_6_3_chaff_hands_and_willow_as_chaff() -> None:
    assert {"11L", "11A", "11R", "11C1"} <= TEYAKU_CHAFF
    rows = [
        ("11L 01C1 02C1 03C1 05C1 06C1 09C1", "Wither", 48),  # the Rain Man counts as chaff
        ("08L 11A 02C1 03C1 05C1 06C1 09C1", "One Light", 48),
        ("08A 11R 02C1 03C1 05C1 06C1 09C1", "One Ten", 36),
        ("06R 11C1 02C1 03C1 05C1 07C1 09C1", "One Slip", 36),
        ("06R 09R 01C1 02C1 03C1 05C1 07C1", "Red", 36),  # blue ribbons count for Red
        ("06R 09R 10R 04R 01C1 02C1 03C1", "Red", 36),
        ("06R 08A 01C1 02C1 03C1 05C1 07C1", None, 0),
        ("01L 03L 01C1 02C1 03C1 05C1 07C1", None, 0),
    ]
    for hand, name, value in rows:
        t = detect(cards(hand))
        assert (t.chaff_name, t.chaff_value) == (name, value), hand


def test_6_4_shown_cards() -> None:
    def shown(hand: str) -> tuple[str, ...]:
        return detect(cards(hand)).shown

    assert set(shown("01L 01R 01C1 02A 03L 06A 08A")) == set(cards("01L 01R 01C1"))
    assert set(shown("01L 01R 01C1 02A 02R 02C1 06A")) == set(cards("01L 01R 01C1 02A 02R 02C1"))
    assert set(shown("01L 01R 02A 02R 03L 03R 06A")) == set(cards("01L 01R 02A 02R 03L 03R"))
    assert set(shown("01L 01R 01C1 01C2 02A 03L 06A")) == set(cards("01L 01R 01C1 01C2"))
    assert set(shown("01L 01R 01C1 02A 02R 03L 03R")) == set(cards("01L 01R 01C1 02A 02R 03L 03R"))
    hand = "01L 01R 01C1 01C2 02A 02R 03L"
    assert set(shown(hand)) == set(cards(hand))
    # Chaff hand: every card that counts as chaff for it (Willow included); not the light.
    assert set(shown("08L 11A 02C1 03C1 05C1 06C1 09C1")) == set(
        cards("11A 02C1 03C1 05C1 06C1 09C1")
    )
    assert shown("01L 02A 03L 04A 05A 06A 08A") == ()


def test_6_5_teyaku_paid_by_each_opponent_in_every_case() -> None:
    teyaku = teyaku_of("01L 01R 01C1 02A 03L 06A 08A", "", "")  # Three, 24
    piles = build_piles((80, 100, 84), ("01R 02R 03R", "", ""), lambda ps: plain(ps[1:]))
    ended = settle(
        round_no=1,
        dealer=0,
        m=2,
        field_kind="large",
        teyaku=teyaku,
        piles=piles,
        sage=(False, False, False),
        ender=0,
        liability={},
        double_eights_bonus=False,
    )
    assert [(p.kind, p.deltas) for p in ended.parts] == [
        ("teyaku", (96, -48, -48)),
        ("dekiyaku", (336, -168, -168)),
    ]
    exhausted = settle(
        round_no=1,
        dealer=0,
        m=2,
        field_kind="large",
        teyaku=teyaku,
        piles=piles,
        sage=(True, False, False),
        ender=None,
        liability={},
        double_eights_bonus=False,
    )
    assert exhausted.deltas == (96 - 168, -48 + 84, -48 + 84)


# ----- §7 turn structure ------------------------------------------------------------------------


def test_7_2_play_actions_offer_both_targets_and_any_card() -> None:
    state = position(
        hands=("05R 06C1 09C2", "", ""), field="05A 05C1 06A 09A 09R 09C1", deck_top="12C1"
    )
    assert ENGINE.legal_actions(state, 0) == [
        {"type": "play_card", "card": "05R", "target": "05A"},
        {"type": "play_card", "card": "05R", "target": "05C1"},
        {"type": "play_card", "card": "06C1", "target": None},
        {"type": "play_card", "card": "09C2", "target": None},
    ]
    # A card that matches nothing may be played while others would match.
    state = position(hands=("05R 08C1", "", ""), field="05A 06A", deck_top="12C1")
    assert {"type": "play_card", "card": "08C1", "target": None} in ENGINE.legal_actions(state, 0)
    after, _ = play(state, 0, "08C1")
    assert "08C1" in after.field and after.piles[0] == ()


def test_7_1_one_match_is_captured() -> None:
    state = position(hands=("06C1 01C1", "02C1", "03C1"), field="06A 10A", deck_top="10C1")
    state, events = play(state, 0, "06C1")
    assert events[0] == {
        "type": "card_played",
        "seat": 0,
        "card": "06C1",
        "captured": ["06C1", "06A"],
    }
    assert events[1] == {
        "type": "card_turned",
        "seat": 0,
        "card": "10C1",
        "captured": ["10C1", "10A"],
    }
    assert state.piles[0] == cards("06C1 06A 10C1 10A")
    assert state.field == ()


def test_7_3_turned_card_without_match_joins_the_field() -> None:
    state = position(hands=("06C1 01C1", "02C1", "03C1"), field="06A", deck_top="10C1")
    state, _ = play(state, 0, "06C1")
    assert state.field == ("10C1",)


def test_7_4_any_rise_asks_again_four_lights_to_five_lights() -> None:
    state = position(
        hands=("12L 11C1 05C1", "07C1 07C2", "09C1 09C2"),
        field="12C1 11L",
        piles=("01L 03L 08L", "", ""),
        deck_top="02C1 02C2 04C1 04C2",
    )
    state, events = play(state, 0, "12L")
    assert events[-1] == {
        "type": "dekiyaku_formed",
        "seat": 0,
        "dekiyaku": ["Four Lights"],
        "total": 120,
    }
    state, _ = act(state, 0, "sage")
    state, _ = play(state, 1, "07C1")
    state, _ = play(state, 2, "09C1")
    state, events = play(state, 0, "11C1")
    assert state.phase == "decide"
    assert events[-1]["dekiyaku"] == ["Five Lights"] and events[-1]["total"] == 144
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (288, -144, -144)


def test_7_4_no_question_without_a_rise() -> None:
    state = position(
        hands=("03C2 05C1", "07C1 07C2", "09C1 09C2"),
        field="03C1",
        piles=("01R 02R 03R", "", ""),
        deck_top="02C1 02C2",
        d_ack=(84, 0, 0),
        sage=(True, False, False),
    )
    state, _ = play(state, 0, "03C2")
    assert state.phase == "play" and state.current == 1


def test_7_5_exhausted_rounds_capture_all_264_points() -> None:
    exhausted = 0
    for seed in ("exhaust-1", "exhaust-2", "exhaust-3"):
        state = ENGINE.setup(players=3, options={"rounds": 6}, seed=seed)
        rng = random.Random(seed)
        while ENGINE.result(state) is None:
            (seat,) = ENGINE.to_act(state)
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        for result in state.history:
            if result.ending != "end":
                exhausted += 1
                assert sum(result.card_points) == 264
    assert exhausted > 0


# ----- §8 dekiyaku ------------------------------------------------------------------------------


def test_8_dekiyaku_values_and_combinations() -> None:
    assert dk.dekiyaku(cards("01L 03L 08L 12L")) == ("Four Lights",)
    assert dk.total(cards("01L 03L 08L 12L")) == 120
    assert dk.total(cards("06R 09R 10R")) == 84
    assert dk.total(cards("01R 02R 03R")) == 84
    all_nine = cards("01R 02R 03R 04R 05R 06R 07R 09R 10R")
    assert dk.total(all_nine) == 288
    # The Willow ribbon never counts for Seven Poems.
    assert dk.total(cards("01R 02R 04R 05R 06R 07R 11R")) == 0
    assert dk.total(cards("01R 02R 04R 05R 06R 07R 09R")) == 120
    assert dk.total((*all_nine, *cards("01L 03L 08L 11L 12L"))) == 288 + 144


# ----- §9 settlement ----------------------------------------------------------------------------


def end_result(
    sage: tuple[bool, ...], liability: dict[str, int] | None = None, players: int = 3
) -> RoundResult:
    piles = (cards("01R 02R 03R 06R 09R 10R"),) + ((),) * (players - 1)
    return settle(
        round_no=1,
        dealer=0,
        m=1,
        field_kind="small",
        teyaku=(NO_TEYAKU,) * players,
        piles=piles,
        sage=sage,
        ender=0,
        liability=liability or {},
        double_eights_bonus=False,
    )


def test_9_2_case_e_payers() -> None:
    assert end_result((False, False, False)).deltas == (336, -168, -168)
    assert end_result((False, True, False)).deltas == (336, -336, 0)
    assert end_result((False, False, True)).deltas == (336, 0, -336)
    assert end_result((False, True, True)).deltas == (336, -168, -168)
    # The ender's own Sage changes nothing: he collects his current total.
    assert end_result((True, False, False)).deltas == (336, -168, -168)


def test_9_3_case_x_several_players_in_sage() -> None:
    piles = build_piles(
        (90, 90, 84),
        ("01R 02R 03R", "06R 09R 10R", ""),
        lambda ps: dk.total(ps[0]) == 84 and dk.total(ps[1]) == 84 and plain(ps[2:]),
    )
    result = settle(
        round_no=1,
        dealer=0,
        m=2,
        field_kind="large",
        teyaku=(NO_TEYAKU,) * 3,
        piles=piles,
        sage=(True, True, False),
        ender=None,
        liability={},
        double_eights_bonus=False,
    )
    assert result.deltas == (-168 + 84, 84 - 168, 84 + 84)
    assert result.ending == "sage_exhausted"
    assert result.next_dealer == 0  # 90 / 90 tie: the dealer comes first


def test_9_4_cancelling_hands_order_double_eights_before_simple_16() -> None:
    eighteen = "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 07C2 08C1 08C2"
    piles = build_piles(
        (50, 170, 44),
        (eighteen, "", ""),
        lambda ps: not any(dk.dekiyaku(p) for p in ps),
    )
    result = count(piles, (NO_TEYAKU,) * 3, 1)
    assert result.ending == "double_eights" and result.next_dealer == 1


def test_9_4_diving_for_two_three_and_haneken_once_per_player() -> None:
    two_three = teyaku_of("01L 01R 01C1 02A 02R 02C1 06C1", "", "")
    piles = build_piles((100, 90, 74), ("01L 01R 01C1 01C2 02A 02R 02C1 02C2", "", ""), plain)
    assert [p.deltas for p in count(piles, two_three, 1).parts if p.kind == "diving"] == [
        (24, -12, -12)
    ]
    haneken = teyaku_of("01L 01R 01C1 02A 02R 03C1 03C2", "", "")
    assert any(p.kind == "diving" for p in count(piles, haneken, 1).parts)
    # A Four (no triple) never dives; Four Two One neither.
    four = teyaku_of("01L 01R 01C1 01C2 02A 03C1 06C1", "", "")
    assert not any(p.kind == "diving" for p in count(piles, four, 1).parts)


def test_9_4_escape_threshold() -> None:
    wither = teyaku_of("01C1 02C1 03C1 05C1 06C1 09C1 11C1", "", "")
    assert wither[0].chaff_name == "Wither"
    at_89 = build_piles((89, 90, 85), accept=plain)
    assert any(p.kind == "escape" for p in count(at_89, wither, 1).parts)
    at_88 = build_piles((88, 91, 85), accept=plain)
    assert not any(p.kind == "escape" for p in count(at_88, wither, 1).parts)


def test_9_5_liability_through_the_turned_card_and_the_second_opponent() -> None:
    # C feeds 03C1; A does nothing relevant; B's turned card 03R completes B's Red Poems.
    state = position(
        hands=("05C1 05C2", "08C1 08C2", "03C1 07C1"),
        field="06A",
        piles=("", "01R 02R", ""),
        deck_top="12C1 04C1 03R 10C1",
        current=2,
    )
    state, _ = play(state, 2, "03C1")
    state, _ = play(state, 0, "05C1")
    state, _ = play(state, 1, "08C1")
    assert state.phase == "decide" and state.current == 1
    state, _ = act(state, 1, "end")
    assert state.history[-1].deltas == (0, 168, -168)


def test_9_5_liability_with_exactly_two_cards_and_covered_part_only() -> None:
    # C holds exactly two cards when feeding 03C1; A's total also has Blue Poems from before.
    state = position(
        hands=("03R 08A", "05A 08C1", "03C1 07C1"),
        field="06A 09C1",
        piles=("01R 02R 06R 09R 10R", "", ""),
        deck_top="12C1 12C2",
        current=2,
        d_ack=(84, 0, 0),
        sage=(True, False, False),
    )
    state, _ = play(state, 2, "03C1")
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "end")
    result = state.history[-1]
    # Blue Poems (84) paid by both; Red Poems (84) paid double by C.
    assert result.deltas == (168 + 168, -84, -84 - 168)


def test_9_5_liability_lapses_after_sage_and_yields_to_sage_payers() -> None:
    state = position(
        hands=("03R 08A 10R", "05A 06C1 08C1", "03C1 05C1 05C2"),
        field="06A 10C1",
        piles=("01R 02R 06R 09R", "", ""),
        deck_top="12C1 12C2 04C1 04C2 07C1",
        current=2,
    )
    state, _ = play(state, 2, "03C1")
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "sage")
    state, _ = play(state, 1, "05A")
    state, _ = play(state, 2, "05C1")  # captures 05A: not a feed
    state, _ = play(state, 0, "10R")
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (336, -168, -168)
    # With B in Sage the Sage rule decides: B pays double, the feeder C nothing.
    state = position(
        hands=("03R 08A", "05A 06C1", "03C1 05C1 05C2"),
        field="06A",
        piles=("01R 02R", "", ""),
        deck_top="12C1 12C2",
        current=2,
        sage=(False, True, False),
    )
    state, _ = play(state, 2, "03C1")
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (168, -168, 0)


def test_9_5_five_lights_is_never_covered() -> None:
    state = position(
        hands=("08L 02C1", "05A 06C1", "08C1 05C1 05C2"),
        field="06A",
        piles=("01L 03L 11L 12L", "", ""),
        deck_top="12C1 12C2",
        current=2,
    )
    state, _ = play(state, 2, "08C1")
    state, _ = play(state, 0, "08L")
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (288, -144, -144)


def test_9_5_four_lights_is_covered() -> None:
    state = position(
        hands=("08L 02C1", "05A 06C1", "08C1 05C1 05C2"),
        field="06A",
        piles=("01L 03L 12L", "", ""),
        deck_top="12C1 12C2",
        current=2,
    )
    state, _ = play(state, 2, "08C1")
    state, _ = play(state, 0, "08L")
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (240, 0, -240)


def test_9_5_a_card_that_captures_is_no_feed() -> None:
    state = position(
        hands=("03R 08A", "05A 06C1", "03C1 05C1 05C2"),
        field="06A 03C2",
        piles=("01R 02R", "", ""),
        deck_top="12C1 12C2",
        current=2,
    )
    # 03C1 captures 03C2 at once, so it never stays on the field: no feed.
    state, _ = play(state, 2, "03C1")
    assert state.fed[2] is None
    # A card that stays on the field from a player's last card is no feed either.
    last = position(hands=("03R", "", "03C1"), field="06A", deck_top="12C1", current=2)
    last, _ = play(last, 2, "03C1")
    assert "03C1" in last.field and last.fed[2] is None


# ----- §9.7 next dealer and §10 end of game -----------------------------------------------------


def test_9_7_the_ender_deals_next_and_plays_first() -> None:
    state = position(
        hands=("03R 05C1", "07C1", "09C1"),
        field="03C1",
        piles=("01R 02R", "", ""),
        deck_top="08C1",
        rounds=2,
        dealer=1,
    )
    state, _ = play(state, 0, "03R")
    state, events = act(state, 0, "end")
    assert state.round_no == 2 and state.dealer == 0 and state.current == 0
    assert state.totals == (168, -84, -84)
    assert [e["type"] for e in events][:3] == ["round_ended_by", "round_ended", "round_started"]


def test_10_game_length_and_final_ranks() -> None:
    for rounds in (6, 12):
        state = ENGINE.setup(players=3, options={"rounds": rounds}, seed=f"len-{rounds}")
        rng = random.Random(rounds)
        while ENGINE.result(state) is None:
            (seat,) = ENGINE.to_act(state)
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        outcome = ENGINE.result(state)
        assert outcome is not None
        assert len(state.history) == rounds
        assert [r.round for r in state.history] == list(range(1, rounds + 1))
        assert outcome.scores == tuple(sum(r.deltas[s] for r in state.history) for s in range(3))
        assert sum(outcome.scores) == 0
        best = max(outcome.scores)
        assert {s for s in range(3) if outcome.ranks[s] == 1} == {
            s for s in range(3) if outcome.scores[s] == best
        }
        assert len(outcome.detail["rounds"]) == rounds
        assert ENGINE.to_act(state) == frozenset()


# ----- §12 two players --------------------------------------------------------------------------


def two_player_settle(
    piles: tuple[tuple[str, ...], ...],
    *,
    sage: tuple[bool, bool] = (False, False),
    ender: int | None = None,
    dealer: int = 0,
) -> RoundResult:
    return settle(
        round_no=1,
        dealer=dealer,
        m=1,
        field_kind="small",
        teyaku=(NO_TEYAKU, NO_TEYAKU),
        piles=piles,
        sage=sage,
        ender=ender,
        liability={"Red Poems": 1},
        double_eights_bonus=False,
    )


def test_12_two_players_no_special_hands() -> None:
    chaff = "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 07C2 08C1 08C2"
    # 186 card points (a Double 8's) and 17 chaff-or-Willow cards (a Simple 16) with 3 players.
    big = cards("01L 03L 08L 11L 02A 04A 05A 06A 07A 08A 09A 10A 04R 05R " + chaff)
    assert sum(1 for c in big if c in TEYAKU_CHAFF) == 17
    result = two_player_settle((big, cards("12C1")))
    assert result.ending == "card_count"
    assert [p.kind for p in result.parts] == ["card_points"]
    assert result.deltas == (186 - 1, -(186 - 1))


def test_12_two_players_end_and_sage_payments() -> None:
    piles = (cards("01R 02R 03R"), cards("05C1"))
    # The opponent pays once even when in Sage; liability is not used.
    assert two_player_settle(piles, ender=0).deltas == (84, -84)
    assert two_player_settle(piles, ender=0, sage=(False, True)).deltas == (84, -84)
    x = two_player_settle(piles, sage=(True, False))
    assert x.deltas == (-42, 42)


def test_12_two_players_next_dealer_tie_keeps_the_deal() -> None:
    piles = (cards("01L 05C1"), cards("03L 06C1"))
    assert two_player_settle(piles, dealer=1).next_dealer == 1
    assert two_player_settle(piles, dealer=0).next_dealer == 0
    assert two_player_settle((cards("01L"), cards("03L 06C1")), dealer=0).next_dealer == 1


def test_12_two_players_no_liability_in_the_engine() -> None:
    state = position(
        hands=("03R 08A", "03C1 05C1 05C2"),
        field="06A",
        piles=("01R 02R", ""),
        deck_top="12C1 12C2",
        current=1,
    )
    state, _ = play(state, 1, "03C1")
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "end")
    assert state.history[-1].deltas == (84, -84)


def test_12_only_fourteen_cards_are_turned() -> None:
    for seed in ("two-turns-1", "two-turns-2", "two-turns-3"):
        state = ENGINE.setup(players=2, options={"rounds": 6}, seed=seed)
        rng = random.Random(seed)
        turned = 0
        while len(state.history) == 0:
            (seat,) = ENGINE.to_act(state)
            action = rng.choice(ENGINE.legal_actions(state, seat))
            state, events = ENGINE.apply(state, seat, action)
            turned += sum(1 for e in events if e["type"] == "card_turned")
        if state.history[0].ending != "end":
            assert turned == 14
            return
    raise AssertionError("no exhausted round in these seeds")


# ----- further Decisions of §14 -----------------------------------------------------------------


def test_14_4_combinations_missing_from_the_source_list() -> None:
    t = detect(cards("12C1 12C2 12C3 01L 02C1 06C1 09C1"))
    assert (t.set_name, t.chaff_name, t.value) == ("Standing Three", "One Light", 84)
    t = detect(cards("01L 01R 01C1 04A 04R 04C1 06C1"))
    assert t.value == 84  # Three + Standing Three


def test_14_5_willow_is_chaff_for_simple_16_but_keeps_its_card_points() -> None:
    pile = "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 11L 11A 11R"
    piles = build_piles(
        (98, 90, 76),
        (pile, "", ""),
        lambda ps: (
            sum(1 for c in ps[0] if c in TEYAKU_CHAFF) == 16
            and not any(dk.dekiyaku(p) for p in ps)
            and all(sum(1 for c in p if c in TEYAKU_CHAFF) < 16 for p in ps[1:])
        ),
    )
    assert sum(20 if c == "11L" else 0 for c in piles[0]) == 20
    result = count(piles, (NO_TEYAKU,) * 3, 1)
    assert result.ending == "simple_16"
    assert result.deltas == (288, -144, -144)
    assert result.card_points[0] == 98


def test_14_16_sage_again_and_penalty_on_the_final_total() -> None:
    state = position(
        hands=("03R 10R 05C1", "07C1 07C2 04C1", "09C1 09C2 04C2"),
        field="03C1 10C1",
        piles=("01R 02R 06R 09R", "", ""),
        deck_top="08C1 08C2 02C1 02C2 12C1 12C2 12C3 01C1 01C2",
    )
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "sage")
    state, _ = play(state, 1, "07C1")
    state, _ = play(state, 2, "09C1")
    state, _ = play(state, 0, "10R")
    assert state.phase == "decide"
    state, _ = act(state, 0, "sage")
    assert state.d_ack[0] == 168
    for seat, card in ((1, "07C2"), (2, "09C2"), (0, "05C1"), (1, "04C1"), (2, "04C2")):
        state, _ = play(state, seat, card)
    result = state.history[-1]
    assert result.ending == "sage_exhausted"
    assert result.deltas == (-168, 84, 84)


def test_14_20_no_diving_or_escape_with_two_players() -> None:
    three = detect(cards("01L 01R 01C1 02A 03L 06A 08A"))
    one_ten = detect(cards("02A 01C2 03C1 06C2 09C2 11C1 08C1"))
    piles = (cards("01L 01R 01C1 01C2 02A 03L 06A 08A 04A"), cards("05A 07A 08C1 02C1"))
    result = settle(
        round_no=1,
        dealer=0,
        m=1,
        field_kind="small",
        teyaku=(three, one_ten),
        piles=piles,
        sage=(False, False),
        ender=None,
        liability={},
        double_eights_bonus=False,
    )
    assert [p.kind for p in result.parts] == ["teyaku", "teyaku", "card_points"]


def test_14_25_lights_reaching_the_field_later_change_nothing() -> None:
    state = position(hands=("11L 05C1", "07C1", "09C1"), field="06A", deck_top="12L 12C1")
    state, _ = play(state, 0, "11L")
    assert "11L" in state.field and "12L" in state.field
    assert state.multiplier == 1 and state.carry == ()


def test_announced_cards_are_only_left_out_right_after_a_new_deal() -> None:
    state = position(
        hands=("03R", "", ""),
        field="03C1",
        piles=("01R 02R", "", ""),
        deck_top="08C1",
        rounds=2,
    )
    state, _ = play(state, 0, "03R")  # automatic End: the next round is dealt at once
    assert state.round_no == 2
    assert set(state.announced) == {"03R", "03C1", "08C1"}
    hidden = ENGINE.hidden_from(state, None)
    assert not hidden & set(state.announced)
    assert set(state.deck) - set(state.announced) <= hidden
    (seat,) = ENGINE.to_act(state)
    state, _ = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    assert state.announced == ()
