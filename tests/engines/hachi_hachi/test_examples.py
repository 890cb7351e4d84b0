"""Every worked example of hachi-hachi.md §15 (and the seed text's scoring example)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import card_points
from games.engines.hachi_hachi.deal import deal_cards, is_misdeal, multiplier
from games.engines.hachi_hachi.flow import start_round
from games.engines.hachi_hachi.state import HachiHachiState, RoundResult
from games.engines.hachi_hachi.teyaku import detect
from tests.engines.hachi_hachi.support import (
    NO_TEYAKU,
    act,
    build_piles,
    cards,
    count_round,
    final_turn,
    plain,
    play,
    position,
    teyaku_of,
)

# Dealt hands used below (their teyaku come from §15.6 / §6 and are asserted where used).
STANDING_THREE = "04A 04R 04C1 01C1 10C1 05C1 02C1"  # Standing Three (Wisteria) 36
THREE = "12L 12C1 12C2 01R 03R 06C1 09C1"  # Three (Phoenix triple, not standing) 24
ONE_TEN = "02A 01C2 03C1 06C2 09C2 11C1 08C1"  # One Ten 36 (7 different months)


def part(result: RoundResult, kind: str) -> tuple[int, ...]:
    found = [p.deltas for p in result.parts if p.kind == kind]
    n = len(result.deltas)
    return tuple(sum(d[s] for d in found) for s in range(n))


def test_15_1_source_example_grand_field_full_settlement() -> None:
    teyaku = teyaku_of(STANDING_THREE, "", THREE)
    assert (teyaku[0].name, teyaku[0].value) == ("Standing Three", 36)
    assert (teyaku[2].name, teyaku[2].value) == ("Three", 24)
    # A captured all four Wisteria cards (Diving); C did not capture all four Paulownia.
    piles = build_piles(
        (68, 125, 71),
        ("04A 04R 04C1 04C2", "", ""),
        lambda ps: plain(ps) and sum(1 for c in ps[2] if c.startswith("12")) < 4,
    )
    result = count_round(piles, teyaku, m=4)
    assert part(result, "teyaku") == (192, -240, 48)
    assert part(result, "diving") == (96, -48, -48)
    assert part(result, "card_points") == (-80, 148, -68)
    assert part(result, "escape") == (0, 0, 0)
    assert result.deltas == (208, -140, -68)
    assert result.ending == "card_count"
    assert result.next_dealer == 1  # B has the most card points


def test_seed_scoring_example_a_208_b_minus_140_c_minus_68() -> None:
    """The seed text's example, end to end: C's last turn exhausts a real round (grand field)."""
    piles = build_piles(
        (68, 125, 71),
        ("04A 04R 04C1 04C2", "", ""),
        lambda ps: plain(ps) and sum(1 for c in ps[2] if c.startswith("12")) < 4,
    )
    state = final_turn(piles, seat=2, multiplier=4, teyaku=teyaku_of(STANDING_THREE, "", THREE))
    state, events = play(state, 2, state.hands[2][0])
    assert state.phase == "over"
    assert events[-2]["type"] == "round_ended"
    result = state.history[-1]
    assert result.card_points == (68, 125, 71)
    assert result.deltas == (208, -140, -68)
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (208, -140, -68)
    assert outcome.ranks == (1, 3, 2)


def test_15_2_source_card_only_score_corrected() -> None:
    a_pile = cards("01L 02A 04A 05A 06A 01R 04R 05R 07R 01C1 01C2 02C1 02C2 03C1 03C2 04C1")
    assert card_points(a_pile) == 20 + 40 + 20 + 7 == 87
    piles = build_piles((87, 90, 87), (" ".join(a_pile), "", ""), plain)
    assert piles[0] == a_pile
    result = count_round(piles, (NO_TEYAKU,) * 3, m=4)
    assert part(result, "card_points")[0] == -4


def test_15_3_source_two_players_corrected() -> None:
    a_pile = "01L 02A 05A 04R 05R 01C1 01C2 02C1"
    b_pile = "03L 06A 07A 08A 03C1 03C2 06C1 06C2 07C1 07C2 08C1 08C2 09C1 09C2"
    piles = (cards(a_pile), cards(b_pile))
    assert [card_points(p) for p in piles] == [53, 60]
    state = final_turn(piles, seat=1, multiplier=2)
    state, _ = play(state, 1, state.hands[1][0])
    result = state.history[-1]
    assert result.card_points == (53, 60)
    assert result.deltas == (-14, 14)
    assert result.next_dealer == 1


def test_15_4_source_sage_that_fails_at_exhaustion() -> None:
    piles = build_piles(
        (80, 110, 74),
        ("01R 02R 03R", "", ""),
        lambda ps: dk.dekiyaku(ps[0]) == ("Red Poems",) and plain(ps[1:]),
    )
    state = final_turn(piles, seat=2, sage=(True, False, False), d_ack=(84, 0, 0))
    state, _ = play(state, 2, state.hands[2][0])
    result = state.history[-1]
    assert result.ending == "sage_exhausted"
    assert result.deltas == (-84, 42, 42)
    assert result.next_dealer == 1  # most card points; no card score is paid


COMBINATIONS = [
    ("Red Three", "01R 01C1 01C2 02R 06C1 09C1 10C1", 60),
    ("One Slip Three", "01R 01C1 01C2 06C1 09C1 10C1 11C1", 60),
    ("One Ten Three", "02A 02C1 02C2 06C1 09C1 10C1 11C1", 60),
    ("One Light Three", "01L 01C1 01C2 06C1 09C1 10C1 12C1", 72),
    ("Wither Three", "11A 11R 11C1 01C1 06C1 09C1 10C1", 72),
    ("Two Three", "01L 01R 01C1 02A 02R 02C1 06C1", 72),
    ("Red Standing Three", "04R 04C1 04C2 05R 06C1 09C1 10C1", 72),
    ("One Slip Standing Three", "04R 04C1 04C2 06C1 09C1 10C1 01C1", 72),
    ("One Ten Standing Three", "04A 04C1 04C2 06C1 09C1 10C1 01C1", 72),
    ("Wither Standing Three", "12C1 12C2 12C3 01C1 06C1 09C1 10C1", 84),
    ("Two Standing Threes", "04A 04R 04C1 05A 05R 05C1 01C1", 96),
    ("Red Lead", "01R 01C1 02R 02C1 06C1 06C2 09C1", 84),
    ("One Slip Lead", "01R 01C1 02C1 02C2 06C1 06C2 09C1", 84),
    ("One Ten Lead", "02A 02C1 01C1 01C2 06C1 06C2 09C1", 84),
    ("Wither Lead", "01C1 01C2 02C1 02C2 06C1 06C2 09C1", 96),
    ("One Light Lead", "01L 01C1 02C1 02C2 06C1 06C2 09C1", 96),
    ("Red Four", "11L 11A 11R 11C1 01R 02R 06C1", 108),
    ("One Slip Four", "11L 11A 11R 11C1 01R 06C1 09C1", 108),
    ("One Ten Four", "11L 11A 11R 11C1 02A 06C1 09C1", 108),
    ("Wither Four", "11L 11A 11R 11C1 01C1 06C1 09C1", 120),
    ("One Light Four", "11L 11A 11R 11C1 01L 06C1 09C1", 120),
    ("Red Haneken", "11A 11R 11C1 01R 01C1 02R 02C1", 120),
    ("One Slip Haneken", "11A 11R 11C1 01R 01C1 02C1 02C2", 120),
    ("One Ten Haneken", "11A 11R 11C1 02A 02C1 01C1 01C2", 120),
    ("Wither Haneken", "11A 11R 11C1 01C1 01C2 02C1 02C2", 132),
    ("One Light Haneken", "11A 11R 11C1 01L 01C1 02C1 02C2", 132),
    ("Red Four Two One", "11L 11A 11R 11C1 01R 01C1 02R", 132),
    ("One Slip Four Two One", "11L 11A 11R 11C1 01R 01C1 02C1", 132),
    ("One Ten Four Two One", "11L 11A 11R 11C1 02A 02C1 01C1", 132),
    ("Wither Four Two One", "11L 11A 11R 11C1 01C1 01C2 02C1", 144),
    ("One Light Four Two One", "11L 11A 11R 11C1 01L 01C1 02C1", 144),
    ("One Slip Four Three", "11L 11A 11R 11C1 01R 01C1 01C2", 276),
    ("One Ten Four Three", "11L 11A 11R 11C1 02A 02C1 02C2", 276),
    ("Wither Four Three", "11L 11A 11R 11C1 12C1 12C2 12C3", 288),
    ("One Light Four Three", "11L 11A 11R 11C1 12L 12C1 12C2", 288),
]


def test_15_5_source_table_named_combinations() -> None:
    assert len(COMBINATIONS) == 35
    for name, hand, value in COMBINATIONS:
        t = detect(cards(hand))
        assert t.value == value, (name, t)
        assert t.set_value + t.chaff_value == value
        # The combination's name is its chaff hand followed by its set hand.
        assert t.name == name, (name, t.name)


def test_15_5_simple_16_with_17_chaff() -> None:
    a_required = (
        "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 07C2 08C1 08C2 09C1"
    )
    piles = build_piles(
        (82, 100, 82),
        (a_required, "", ""),
        lambda ps: (
            sum(1 for c in ps[0] if c[2] == "C" or c.startswith("11")) == 17
            and not any(dk.dekiyaku(p) for p in ps)
        ),
    )
    result = count_round(piles, (NO_TEYAKU,) * 3, m=2)
    assert result.ending == "simple_16"
    assert result.deltas == (2 * 168 * 2, -168 * 2, -168 * 2)


def test_15_6_teyaku_detection() -> None:
    rows = [
        ("04A 04R 04C1 01C1 10C1 05C1 02C1", "Standing Three", 36, None, 0, 36),
        ("11L 11A 11R 11C1 12C1 12C2 12C3", "Four Three", 240, "Wither", 48, 288),
        ("12L 12C1 12C2 01R 03R 06C1 09C1", "Three", 24, None, 0, 24),
        ("01L 01R 01C1 05A 05R 05C1 08C1", "Two Three, one standing", 84, None, 0, 84),
        ("02R 06R 11R 01C1 07C1 09C1 10C1", None, 0, "Red", 36, 36),
        ("03L 03C1 06C1 06C2 09C1 09C2 10C1", "Lead", 48, "One Light", 48, 96),
    ]
    for hand, set_name, set_value, chaff_name, chaff_value, value in rows:
        t = detect(cards(hand))
        assert (t.set_name, t.set_value, t.chaff_name, t.chaff_value) == (
            set_name,
            set_value,
            chaff_name,
            chaff_value,
        ), hand
        assert t.value == value


def test_15_7_field_multiplier_and_carry_queue() -> None:
    m5, q = multiplier(cards("11L 12L 02C1 03C1 04C1 05C1"), (), "same_kind")
    assert (m5, q) == (4, (4,))
    m6, q = multiplier(cards("08L 02C1 03C1 04C1 05C1 06C1"), q, "same_kind")
    assert (m6, q) == (4, ())
    m7, q = multiplier(cards("02C1 03C1 04C1 05C1 06C1 07C1"), q, "same_kind")
    assert (m7, q) == (1, ())
    assert multiplier(cards("11L 01L 02C1 03C1 04C1 05C1"), (), "same_kind") == (4, ())


def test_15_8_turn_with_a_choice_for_the_turned_card() -> None:
    state = position(
        hands=("01C1 06C1", "07C2 08C1", "08C2 10C2"),
        field="05A 05C1 07C1 09R 10C1 12C2",
        deck_top="05R",
    )
    state, events = play(state, 0, "01C1")
    assert "01C1" in state.field
    assert state.phase == "choose" and state.pending == "05R"
    assert ENGINE.legal_actions(state, 0) == [
        {"type": "choose_capture", "target": "05A"},
        {"type": "choose_capture", "target": "05C1"},
    ]
    assert events[-1] == {
        "type": "card_turned",
        "seat": 0,
        "card": "05R",
        "captured": [],
        "choice": ["05A", "05C1"],
    }
    state, _ = act(state, 0, "choose_capture", target="05A")
    assert state.piles[0] == ("05R", "05A")
    assert "05C1" in state.field and "05A" not in state.field
    assert state.current == 1 and state.phase == "play"


def test_15_8_three_on_the_field_are_all_taken_without_a_decision() -> None:
    state = position(hands=("09C2 06C1", "07C2", "08C2"), field="09A 09R 09C1", deck_top="12C1")
    assert {"type": "play_card", "card": "09C2", "target": None} in ENGINE.legal_actions(state, 0)
    state, _ = play(state, 0, "09C2")
    assert sorted(state.piles[0]) == sorted(cards("09C2 09A 09R 09C1"))
    assert not any(c.startswith("09") for c in state.field)


def test_15_9_sage_then_an_opponent_ends() -> None:
    state = position(
        hands=("03R 05C1 07C1", "10R 05C2 07C2", "06C1 06C2 09C1"),
        field="03C1 10C1 12C1",
        piles=("01R 02R", "06R 09R", ""),
        deck_top="08C1 08C2",
    )
    state, events = play(state, 0, "03R")
    assert state.phase == "decide" and state.current == 0
    assert ENGINE.legal_actions(state, 0) == [{"type": "end"}, {"type": "sage"}]
    assert {"type": "dekiyaku_formed", "seat": 0, "dekiyaku": ["Red Poems"], "total": 84} in events
    state, _ = act(state, 0, "sage")
    assert state.sage == (True, False, False) and state.d_ack == (84, 0, 0)
    assert state.current == 1 and state.phase == "play"
    state, _ = play(state, 1, "10R")
    assert state.phase == "decide"
    state, _ = act(state, 1, "end")
    result = state.history[-1]
    assert result.ending == "end" and result.ender == 1
    assert result.deltas == (-168, 168, 0)
    assert result.next_dealer == 1


def test_15_9_sage_and_nobody_forms_anything_more() -> None:
    state = position(
        hands=("03R 05C1", "07C1 07C2", "09C1 09C2"),
        field="03C1 06A",
        piles=("01R 02R", "", ""),
        deck_top="08C1 08C2 02C1 02C2 04C1 04C2",
    )
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "sage")
    for seat, card in ((1, "07C1"), (2, "09C1"), (0, "05C1"), (1, "07C2"), (2, "09C2")):
        assert state.phase == "play", state.phase
        state, _ = play(state, seat, card)
    result = state.history[-1]
    assert result.ending == "sage_exhausted"
    assert result.deltas == (-84, 42, 42)


def test_15_9_sage_then_more_dekiyaku_and_end() -> None:
    state = position(
        hands=("03R 10R", "07C1 07C2", "09C1 09C2"),
        field="03C1 10C1",
        piles=("01R 02R 06R 09R", "", ""),
        deck_top="08C1 08C2 02C1 02C2",
    )
    state, _ = play(state, 0, "03R")
    state, _ = act(state, 0, "sage")
    state, _ = play(state, 1, "07C1")
    state, _ = play(state, 2, "09C1")
    state, events = play(state, 0, "10R")
    # A's hand is now empty: End is applied automatically (Decision 13).
    assert {"type": "round_ended_by", "seat": 0, "total": 168, "automatic": True} in events
    result = state.history[-1]
    assert result.deltas == (336, -168, -168)


def liability_position(c_hand: str, **changes: Any) -> HachiHachiState:
    return position(
        hands=("03R 08A 10C1", "05A 06C1 08C1", c_hand),
        field="06A 09C1",
        piles=("01R 02R", "", ""),
        deck_top="12C1 12C2 04C1 04C2",
        current=2,
        **changes,
    )


def test_15_10_liability_fed_card_pays_double() -> None:
    state = liability_position("03C1 05C1 05C2 07C1 07C2")
    state, _ = play(state, 2, "03C1")
    assert "03C1" in state.field
    state, _ = play(state, 0, "03R")
    assert state.phase == "decide"
    state, _ = act(state, 0, "end")
    result = state.history[-1]
    assert [p.kind for p in result.parts] == ["liability"]
    assert result.deltas == (168, 0, -168)


def test_15_10_no_liability_for_the_last_card() -> None:
    state = position(
        hands=("03R", "", "03C1"),
        field="06A 09C1",
        piles=("01R 02R", "", ""),
        deck_top="12C1 12C2",
        current=2,
        dealer=1,
    )
    state, _ = play(state, 2, "03C1")
    state, events = play(state, 0, "03R")
    assert events[-3]["type"] == "round_ended_by"
    result = state.history[-1]
    assert result.deltas == (168, -84, -84)


def test_15_11_card_counting_with_teyaku_and_escape() -> None:
    teyaku = teyaku_of(ONE_TEN, "", THREE)
    assert (teyaku[0].name, teyaku[0].value) == ("One Ten", 36)
    piles = build_piles(
        (95, 80, 89),
        accept=lambda ps: plain(ps) and sum(1 for c in ps[2] if c.startswith("12")) < 4,
    )
    result = count_round(piles, teyaku, m=1)
    assert part(result, "teyaku") == (48, -60, 12)
    assert part(result, "card_points") == (7, -8, 1)
    assert part(result, "escape") == (24, -12, -12)
    assert part(result, "diving") == (0, 0, 0)
    assert result.deltas == (79, -80, 1)
    assert result.next_dealer == 0


def test_15_12_double_eights() -> None:
    teyaku = teyaku_of(STANDING_THREE, ONE_TEN, THREE)
    piles = build_piles((170, 50, 44), accept=plain)
    result = count_round(piles, teyaku, m=1)
    assert result.ending == "double_eights"
    assert result.deltas == (240, -120, -120)  # every teyaku payment is cancelled
    assert [p.kind for p in result.parts] == ["double_eights"]
    assert result.next_dealer == 0
    bonus = count_round(piles, teyaku, m=1, bonus=True)
    assert bonus.deltas == (288, -144, -144)


def test_15_12_simple_16() -> None:
    eighteen = (
        "01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2 06C1 06C2 07C1 07C2 08C1 08C2 09C1 09C2"
    )
    piles = build_piles(
        (98, 90, 76),
        (eighteen, "", ""),
        lambda ps: (
            sum(1 for c in ps[0] if c[2] == "C" or c.startswith("11")) == 18
            and not any(dk.dekiyaku(p) for p in ps)
        ),
    )
    result = count_round(piles, teyaku_of("", THREE, STANDING_THREE), m=1, dealer=2)
    assert result.ending == "simple_16"
    assert result.deltas == (384, -192, -192)
    assert result.next_dealer == 0


def test_15_12_all_eights() -> None:
    piles = build_piles((88, 88, 88), accept=plain)
    result = count_round(piles, teyaku_of(STANDING_THREE, "", ""), m=1)
    assert result.ending == "all_eights"
    assert result.deltas == (240, -120, -120)
    assert result.next_dealer == 0
    as_b = count_round(piles, teyaku_of(STANDING_THREE, "", ""), m=1, dealer=1)
    assert as_b.deltas == (-120, 240, -120) and as_b.next_dealer == 1


def test_15_13_plain_card_score_large_field() -> None:
    piles = build_piles((100, 88, 76), accept=plain)
    result = count_round(piles, (NO_TEYAKU,) * 3, m=2)
    assert result.deltas == (24, 0, -24)


def test_15_14_next_dealer_on_a_tie() -> None:
    piles = build_piles((100, 100, 64), accept=plain)
    result = count_round(piles, (NO_TEYAKU,) * 3, m=1, dealer=1)
    assert result.deltas == (12, 12, -24)
    assert result.next_dealer == 1
    # Same points with C dealing: counting C, A, B, A comes first.
    assert count_round(piles, (NO_TEYAKU,) * 3, m=1, dealer=2).next_dealer == 0


def test_15_16_two_players_teyaku_and_an_ended_dekiyaku() -> None:
    lead_one_light = detect(cards("03L 03C1 06C1 06C2 09C1 09C2 10C1"))
    assert lead_one_light.value == 96
    state = position(
        hands=("01C1 02C1", "10R 04C1"),
        field="10C2 12C1",
        piles=("", "06R 09R"),
        deck_top="08C1",
        current=1,
        multiplier=2,
        teyaku=(lead_one_light, NO_TEYAKU),
    )
    state, _ = play(state, 1, "10R")
    state, _ = act(state, 1, "end")
    result = state.history[-1]
    assert [(p.kind, p.deltas) for p in result.parts] == [
        ("teyaku", (192, -192)),
        ("dekiyaku", (-168, 168)),
    ]
    assert result.deltas == (24, -24)
    assert result.next_dealer == 1


def test_15_17_dekiyaku_totals_and_edge_cases() -> None:
    assert dk.total(cards("01R 02R 03R 04R 05R 06R 07R")) == 120 + 84 == 204
    assert dk.total(cards("01L 03L 08L 11L")) == 0
    assert dk.dekiyaku(cards("01L 03L 08L 11L 12L")) == ("Five Lights",)
    assert dk.total(cards("01L 03L 08L 11L 12L")) == 144
    one_light = "01L 02C1 03C1 04C1 05C1 06C1 07C1"
    assert detect(cards(one_light)).chaff_name == "One Light"
    piles = build_piles((95, 85, 84), accept=plain)
    result = count_round(piles, teyaku_of(one_light, "", ""), m=1)
    assert part(result, "escape") == (0, 0, 0)


def misdeal_seed(round_no: int, players: int = 3) -> str:
    """A seed whose first deal attempt of ``round_no`` is a misdeal (any dealer)."""
    for i in range(100000):
        seed = f"misdeal-{i}"
        if is_misdeal(deal_cards(seed, round_no, 0, players, 0)[1]):
            return seed
    raise AssertionError("no misdeal seed")


def test_15_15_misdeal() -> None:
    assert is_misdeal(cards("09A 09R 09C1 09C2 01C1 05A"))
    assert not is_misdeal(cards("09A 09R 09C1 01C1 05A 05C1"))
    seed = misdeal_seed(2)
    base = ENGINE.setup(players=3, options={}, seed="anything")
    before = replace(base, round_no=2, deal_attempt=0, dealer=0, carry=(4, 2), history=())
    events: list[dict[str, object]] = []
    state = start_round(replace(before, seed=seed), events)
    void = deal_cards(seed, 2, 0, 3, 0)[1]
    month = next(int(c[:2]) for c in void if sum(1 for d in void if d[:2] == c[:2]) == 4)
    assert events[0] == {"type": "misdeal", "round": 2, "attempt": 0, "month": month}
    assert state.deal_attempt >= 1
    assert state.round_no == 2 and state.dealer == 0
    assert not is_misdeal(state.field)
    # The void deal consumed nothing: one carried entry is used by the valid deal only.
    m, carry = multiplier(state.field, (4, 2), "same_kind")
    assert (state.multiplier, state.carry) == (m, carry)
    assert state.multiplier == 4
    valid = deal_cards(seed, 2, state.deal_attempt, 3, 0)
    assert state.hands == valid[0] and state.field == valid[1]
    assert state.teyaku == tuple(detect(h) for h in valid[0])
    round_started = [e for e in events if e["type"] == "round_started"]
    assert len(round_started) == 1
