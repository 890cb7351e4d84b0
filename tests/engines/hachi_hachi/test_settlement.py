"""Rules of hachi-hachi.md §8-§12 and the Decisions of §14: dekiyaku, settlement, liability,
next dealer, end of game, the two-player variant."""

from __future__ import annotations

import json
import random

from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import TEYAKU_CHAFF
from games.engines.hachi_hachi.settlement import settle
from games.engines.hachi_hachi.state import RoundResult
from games.engines.hachi_hachi.teyaku import detect
from tests.engines.conformance_support import leaked_tokens
from tests.engines.hachi_hachi.support import (
    NO_TEYAKU,
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
    result = count_round(piles, (NO_TEYAKU,) * 3, 1)
    assert result.ending == "double_eights" and result.next_dealer == 1


def test_9_4_diving_for_two_three_and_haneken_once_per_player() -> None:
    two_three = teyaku_of("01L 01R 01C1 02A 02R 02C1 06C1", "", "")
    piles = build_piles((100, 90, 74), ("01L 01R 01C1 01C2 02A 02R 02C1 02C2", "", ""), plain)
    assert [p.deltas for p in count_round(piles, two_three, 1).parts if p.kind == "diving"] == [
        (24, -12, -12)
    ]
    haneken = teyaku_of("01L 01R 01C1 02A 02R 03C1 03C2", "", "")
    assert any(p.kind == "diving" for p in count_round(piles, haneken, 1).parts)
    # A Four (no triple) never dives; Four Two One neither.
    four = teyaku_of("01L 01R 01C1 01C2 02A 03C1 06C1", "", "")
    assert not any(p.kind == "diving" for p in count_round(piles, four, 1).parts)


def test_9_4_escape_threshold() -> None:
    wither = teyaku_of("01C1 02C1 03C1 05C1 06C1 09C1 11C1", "", "")
    assert wither[0].chaff_name == "Wither"
    at_89 = build_piles((89, 90, 85), accept=plain)
    assert any(p.kind == "escape" for p in count_round(at_89, wither, 1).parts)
    at_88 = build_piles((88, 91, 85), accept=plain)
    assert not any(p.kind == "escape" for p in count_round(at_88, wither, 1).parts)


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
        start = ENGINE.setup(players=3, options={"rounds": rounds}, seed=f"len-{rounds}")
        state, _moves, _events = played(ENGINE, start, random.Random(rounds))
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
    result = count_round(piles, (NO_TEYAKU,) * 3, 1)
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


def test_right_after_a_new_deal_every_hidden_card_is_hidden_and_the_last_turn_is_logged() -> None:
    state = position(
        hands=("03R", "", ""),
        field="03C1",
        piles=("01R 02R", "", ""),
        deck_top="08C1",
        rounds=2,
    )
    state, events = play(state, 0, "03R")  # automatic End: the next round is dealt at once
    assert state.round_no == 2 and state.phase == "play"
    last_turn = {"03R", "03C1", "08C1"}
    dealt_hidden = {*state.deck, *(c for hand in state.hands for c in hand)}
    assert last_turn & dealt_hidden  # the new deal hid some of them again
    for seat in (0, 1, 2, None):
        unseen = set(state.deck)
        for other in range(3):
            if other != seat:  # another seat's hand, less the cards its teyaku shows
                unseen.update(set(state.hands[other]) - set(state.teyaku[other].shown))
        assert ENGINE.hidden_from(state, seat) == {state.seed, *unseen}
        assert not leaked_tokens(json.dumps(ENGINE.view(state, seat)), unseen)
    # The last turn still reaches everyone through the move log, in full.
    for viewer in (0, 1, 2, None):
        seen = [ENGINE.event_view(e, viewer) for e in events]
        played = next(e for e in seen if e is not None and e["type"] == "card_played")
        turned = next(e for e in seen if e is not None and e["type"] == "card_turned")
        assert played["card"] == "03R" and set(played["captured"]) == {"03R", "03C1"}
        assert turned["card"] == "08C1"
    assert ENGINE.ended_round_ids(events) == last_turn
