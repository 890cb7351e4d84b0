"""Rules of hachi-hachi.md §3-§7: deal, multiplier, teyaku, turns (one test per rule)."""

from __future__ import annotations

import random

from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi.cards import TEYAKU_CHAFF
from games.engines.hachi_hachi.deal import deal_cards, multiplier
from games.engines.hachi_hachi.settlement import settle
from games.engines.hachi_hachi.teyaku import detect
from tests.engines.hachi_hachi.support import (
    act,
    build_piles,
    cards,
    count_round,
    plain,
    play,
    position,
    teyaku_of,
)
from tests.engines.random_play import played

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
        result = count_round(piles, teyaku, m)
        assert result.deltas == tuple(m * d for d in (72 + 12, -36 + 0, -36 - 12))


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
        start = ENGINE.setup(players=3, options={"rounds": 6}, seed=seed)
        state, _moves, _events = played(ENGINE, start, random.Random(seed))
        for result in state.history:
            if result.ending != "end":
                exhausted += 1
                assert sum(result.card_points) == 264
    assert exhausted > 0
