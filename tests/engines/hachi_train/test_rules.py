"""Hachi Train: options, each rule of hachi-train.md §3-§7 and each Decision of §10."""

from __future__ import annotations

import pytest

from games.engines.base import IllegalAction, InvalidOptions
from games.engines.hachi_train import ENGINE as E
from games.engines.hachi_train.cards import SPECIAL_IDS
from games.engines.hachi_train.rules import all_sets
from tests.engines.hachi_train.support import PASS, ins, make_state, play

# ----- options and players (§8) ----------------------------------------------------------------


def test_default_options() -> None:
    assert E.validate_options(None, 4) == {"insert_mode": "individual", "rounds": 4}
    state = E.setup(players=3, options={}, seed="s")
    assert state.insert_mode == "individual" and state.rounds == 4


@pytest.mark.parametrize(
    ("options", "name"),
    [
        ({"insert_mode": "pile"}, "insert_mode"),
        ({"rounds": 0}, "rounds"),
        ({"rounds": 9}, "rounds"),
        ({"rounds": "4"}, "rounds"),
        ({"rounds": True}, "rounds"),
        ({"speed": 1}, "speed"),
    ],
)
def test_invalid_options(options: dict[str, object], name: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        E.setup(players=4, options=options, seed="s")
    assert err.value.option == name


@pytest.mark.parametrize("players", [2, 6])
def test_player_count(players: int) -> None:
    with pytest.raises(InvalidOptions):
        E.setup(players=players, options=None, seed="s")


def test_rounds_option_ends_the_game() -> None:
    state = make_state([["3a"], ["4a"], ["5a", "6a"]], turn=0, rounds=1)
    state, _ = E.apply(state, 0, play(0, 0, 3))  # seat 0 goes out
    state, _ = E.apply(state, 1, play(0, 0, 4))  # seat 1 beats the 3 and goes out: seat 2 is last
    assert state.finished and state.assets == (200, 200, 100)
    assert E.result(state) is not None


# ----- setup (§3) ------------------------------------------------------------------------------


def test_setup_is_deterministic_and_seeded() -> None:
    a = E.setup(players=4, options=None, seed="same")
    b = E.setup(players=4, options=None, seed="same")
    c = E.setup(players=4, options=None, seed="other")
    assert a == b
    assert a.hands != c.hands


def test_decision_11_round_one_start_player_is_random() -> None:
    starts = {E.setup(players=5, options=None, seed=f"s{i}").start_player for i in range(60)}
    assert starts == {0, 1, 2, 3, 4}
    state = E.setup(players=5, options=None, seed="s7")
    assert E.to_act(state) == {state.start_player} and state.turn == state.start_player


# ----- sets and legality (§4, §5.1, Decisions 1, 2, 7) ----------------------------------------


def test_decision_1_sets_are_adjacent_positions() -> None:
    # 5 _ 5: the two 5s are not adjacent, so they are no set.
    assert all_sets(["5a", "2a", "5b"]) == [(0, 0, 5), (1, 1, 2), (2, 2, 5)]


def test_decision_2_several_specials_in_one_set() -> None:
    hand = ["S34a", "S34b", "4a"]
    sets = all_sets(hand)
    assert (0, 1, 3) in sets and (0, 1, 4) in sets and (0, 2, 4) in sets
    assert (0, 2, 3) not in sets
    assert all_sets(["S12a", "S34a"]) == [(0, 0, 1), (0, 0, 2), (1, 1, 3), (1, 1, 4)]


def test_no_pass_on_an_empty_field() -> None:
    state = make_state([["5a"], ["6a"], ["7a"]], turn=0)
    assert PASS not in E.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 0, PASS)
    assert err.value.code == "illegal_action"


def test_decision_7_pass_allowed_even_when_a_play_beats_the_field() -> None:
    state = make_state(
        [["8a", "1a"], ["2b"], ["3a", "3b"]], turn=0, field=["2a"], number=2, owner=2
    )
    actions = E.legal_actions(state, 0)
    assert play(0, 0, 8) in actions and actions[-1] == PASS


def test_decision_7_empty_stock_pass_draws_nothing() -> None:
    state = make_state([["1a"], ["2b", "1b"], ["3a"]], turn=1, field=["2a"], number=2, owner=0)
    state, events = E.apply(state, 1, PASS)
    assert events == [{"type": "pass", "seat": 1, "drew": False}]
    assert state.pending == () and state.hands[1] == ("2b", "1b")
    assert E.to_act(state) == {2} and state.passes == 1


def test_weaker_or_equal_set_is_illegal() -> None:
    state = make_state(
        [["4a", "4b", "8a"], ["1a"], ["1b"]], turn=0, field=["4c", "S34a"], number=4, owner=1
    )
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 0, play(0, 1, 4))
    assert "not stronger" in err.value.message
    with pytest.raises(IllegalAction):
        E.apply(state, 0, play(2, 2, 8))
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 0, play(0, 2, 4))
    assert "do not all show" in err.value.message


def test_not_your_turn_and_unknown_action() -> None:
    state = make_state([["5a"], ["6a"], ["7a"]], turn=0)
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 1, play(0, 0, 6))
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 0, {"type": "draw"})
    assert err.value.code == "unknown_action_type"
    with pytest.raises(IllegalAction) as err:
        E.apply(state, 0, ins(0))
    assert err.value.code == "illegal_action"


# ----- after a play (§5.2, Decisions 3, 4, 6) ---------------------------------------------------


def test_played_cards_close_up_and_the_turn_passes() -> None:
    state = make_state([["1a", "5a", "5b", "2a"], ["1b"], ["1c"]], turn=0)
    state, events = E.apply(state, 0, play(1, 2, 5))
    assert state.hands[0] == ("1a", "2a") and state.kinds[0] == "dd"
    assert events == [
        {
            "type": "play",
            "seat": 0,
            "start": 1,
            "end": 2,
            "number": 5,
            "cards": ["5a", "5b"],
            "went_out": False,
        }
    ]
    assert E.to_act(state) == {1} and state.field == ("5a", "5b")


def test_decision_3_insert_before_the_card_at_k_in_field_order() -> None:
    state = make_state(
        [["6a", "6b", "1a", "2b"], ["1b"], ["1c"]], turn=0, field=["3a", "S34a"], number=3, owner=1
    )
    state, _ = E.apply(state, 0, play(0, 1, 6))
    assert state.pending == ("3a", "S34a")
    state, events = E.apply(state, 0, ins(1))  # before 2b
    assert state.hands[0] == ("1a", "3a", "2b")
    assert events == [
        {
            "type": "insert",
            "seat": 0,
            "position": 1,
            "source": "collected",
            "count": 1,
            "cards": ["3a"],
        }
    ]
    state, _ = E.apply(state, 0, ins(3))  # right end
    assert state.hands[0] == ("1a", "3a", "2b", "S34a") and state.kinds[0] == "dcdc"
    assert E.to_act(state) == {1}


def test_block_insert_mode_inserts_the_whole_set_at_once() -> None:
    state = make_state(
        [["6a", "6b", "6c", "1a"], ["1b"], ["1c"]],
        turn=0,
        field=["3a", "S34a"],
        number=3,
        owner=1,
        insert_mode="block",
    )
    state, _ = E.apply(state, 0, play(0, 2, 6))
    assert E.legal_actions(state, 0) == [ins(0), ins(1)]
    state, events = E.apply(state, 0, ins(1))
    assert state.hands[0] == ("1a", "3a", "S34a") and state.pending == ()
    assert events[0]["cards"] == ["3a", "S34a"] and events[0]["count"] == 2
    assert E.to_act(state) == {1}


def test_block_mode_drawn_card_is_still_one_insert() -> None:
    state = make_state(
        [["1a", "2a"], ["1b"], ["3a"]],
        turn=0,
        field=["3b"],
        number=3,
        owner=2,
        stock=["S56a"],
        insert_mode="block",
    )
    state, _ = E.apply(state, 0, PASS)
    assert E.legal_actions(state, 0) == [ins(0), ins(1), ins(2)]


def test_collected_special_shows_either_number_again() -> None:
    state = make_state(
        [["5a", "5b", "1a"], ["2a"], ["1c"]], turn=0, field=["S34a"], number=4, owner=1
    )
    state, _ = E.apply(state, 0, play(0, 1, 5))
    state, _ = E.apply(state, 0, ins(0))
    assert state.hands[0] == ("S34a", "1a")
    probe = make_state([list(state.hands[0]), ["2a"], ["1c"]], turn=0)
    assert play(0, 0, 3) in E.legal_actions(probe, 0)
    assert play(0, 0, 4) in E.legal_actions(probe, 0)


def test_decision_4_field_holds_only_the_latest_set() -> None:
    state = make_state([["1a", "2a"], ["3a", "7a"], ["4a", "8a"]], turn=0)
    state, _ = E.apply(state, 0, play(0, 0, 1))
    state, _ = E.apply(state, 1, play(0, 0, 3))
    assert state.field == ("3a",) and state.pending == ("1a",)
    state, _ = E.apply(state, 1, ins(0))
    state, _ = E.apply(state, 2, play(0, 0, 4))
    assert state.field == ("4a",) and state.pending == ("3a",)
    assert "1a" in state.hands[1]


def test_decision_6_going_out_when_leading_discards_nothing() -> None:
    state = make_state([["5a", "5b"], ["6a"], ["7a"]], turn=0)
    state, events = E.apply(state, 0, play(0, 1, 5))
    assert [e["type"] for e in events] == ["play"]
    assert state.field == ("5a", "5b") and state.field_owner == 0 and state.hands[0] == ()
    assert E.to_act(state) == {1}


def test_out_players_are_skipped() -> None:
    state = make_state([["1a", "2a"], [], ["3a", "4a"], ["5a", "6a"]], turn=0)
    state, _ = E.apply(state, 0, play(0, 0, 1))
    assert E.to_act(state) == {2}
    state, _ = E.apply(state, 2, PASS)
    state, _ = E.apply(state, 3, PASS)
    assert state.field == () and E.to_act(state) == {0}  # 0 passed by 2 and 3 -> cleared


# ----- pass, clearing (§5.3, §5.4, Decision 5) ------------------------------------------------


def test_pass_draws_the_top_stock_card() -> None:
    state = make_state(
        [["1a"], ["2b", "1b"], ["3a", "3b"]],
        turn=1,
        field=["2a"],
        number=2,
        owner=0,
        stock=["S78a", "S12b"],
    )
    state, events = E.apply(state, 1, PASS)
    assert state.stock == ("S12b",) and state.pending == ("S78a",)
    assert events[1]["card"] == "S78a" and events[1]["visible_to"] == [1]
    assert E.legal_actions(state, 1) == [ins(0), ins(1), ins(2)]
    state, _ = E.apply(state, 1, ins(1))
    assert state.hands[1] == ("2b", "S78a", "1b") and state.kinds[1] == "dsd"
    assert E.to_act(state) == {2}


def test_a_play_resets_the_passes() -> None:
    state = make_state([["1a", "1b"], ["2a", "2b"], ["3a", "4a"], ["5a", "6a"]], turn=0)
    state, _ = E.apply(state, 0, play(0, 0, 1))
    state, _ = E.apply(state, 1, PASS)
    state, _ = E.apply(state, 2, play(0, 0, 3))
    state, _ = E.apply(state, 2, ins(0))
    assert state.passes == 0
    state, _ = E.apply(state, 3, PASS)
    state, _ = E.apply(state, 0, PASS)
    assert state.field == ("3a",)  # seat 1 has not passed since the 3 was played
    state, events = E.apply(state, 1, PASS)
    assert events[-1]["type"] == "clear" and E.to_act(state) == {2}


def test_decision_5_owner_out_next_after_owner_leads_skipping_out_seats() -> None:
    state = make_state(
        [["1a", "2a"], [], ["7a"], ["3a", "4a"], ["5a", "6a"]],
        turn=2,
        field=["6b"],
        number=6,
        owner=0,
    )
    state, _ = E.apply(state, 2, play(0, 0, 7))  # seat 2 goes out
    for seat in (3, 4, 0):
        state, events = E.apply(state, seat, PASS)
    assert events[-1] == {"type": "clear", "cards": ["7a"], "leader": 3}
    assert E.to_act(state) == {3}


# ----- round and game end (§6, §7, Decisions 8, 9) -----------------------------------------------


def test_decision_8_round_ends_at_once_without_collecting() -> None:
    state = make_state(
        [["8a", "8b"], [], ["1a", "2a", "3a"]], turn=0, field=["4a"], number=4, owner=2
    )
    state, events = E.apply(state, 0, play(0, 1, 8))
    kinds = [e["type"] for e in events]
    assert kinds[:3] == ["play", "discard", "round_end"]
    assert events[2] == {"type": "round_end", "round": 1, "loser": 2, "assets": [200, 200, 100]}
    assert state.round_results[0].loser == 2 and state.round_results[0].out_order == (0,)
    # §9: nothing more is revealed at the end of a round (the loser's cards stay unnamed).
    for seat in (0, 1, None):
        shown = [E.event_view(e, seat) for e in events]
        text = str([e for e in shown if e is not None and e["type"] != "deal"])
        assert "1a" not in text and "2a" not in text and "3a" not in text


def test_next_round_setup() -> None:
    state = make_state(
        [["8a"], [], ["1a", "2a"]], turn=0, stock=["S12a"], round_no=1, kinds=["c", "", "ds"]
    )
    state, events = E.apply(state, 0, play(0, 0, 8))
    assert state.round_no == 2 and state.turn == 2 and state.start_player == 2
    assert sorted(state.stock) == sorted(SPECIAL_IDS)
    assert all(len(h) == 8 for h in state.hands) and state.kinds == ("d" * 8,) * 3
    assert state.field == () and state.discard == () and state.out_order == ()
    deals = [e for e in events if e["type"] == "deal"]
    assert [d["seat"] for d in deals] == [0, 1, 2]
    assert all(d["visible_to"] == [d["seat"]] for d in deals)
    assert deals[0]["redacted"] == {"type": "deal", "seat": 0, "count": 8}


def test_decision_9_everyone_tied_is_a_draw() -> None:
    state = make_state(
        [["1a"], [], ["2a", "3a"]], turn=0, assets=[100, 100, 200], round_no=3, rounds=3
    )
    state, events = E.apply(state, 0, play(0, 0, 1))
    outcome = E.result(state)
    assert outcome is not None
    assert outcome.scores == (100, 100, 100) and outcome.winners == ()
    assert outcome.detail["draw"] is True and outcome.detail["losers"] == []
    assert events[-1]["draw"] is True


def test_decision_9_all_lowest_lose_and_the_rest_win() -> None:
    state = make_state(
        [["1a"], [], ["2a", "3a"], ["4a"]],
        turn=0,
        assets=[200, 100, 100, 200],
        round_no=2,
        rounds=2,
    )
    state, _ = E.apply(state, 0, play(0, 0, 1))  # seat 0 goes out; seat 1 is out: seat 2 acts
    assert not state.finished
    state, _ = E.apply(state, 2, play(0, 0, 2))
    state, _ = E.apply(state, 2, ins(0))
    state, _ = E.apply(state, 3, play(0, 0, 4))  # seat 3 goes out, seat 2 is last
    outcome = E.result(state)
    assert outcome is not None
    assert outcome.scores == (200, 100, 0, 200)
    assert outcome.winners == (0, 1, 3)
    assert outcome.ranks == (1, 1, 4, 1)
    assert [r["loser"] for r in outcome.detail["rounds"]] == [2]  # the constructed round 2 only


def test_decision_10_rounds_end_without_a_turn_cap() -> None:
    # Every player passes whenever allowed and leads his leftmost single card: the field is
    # cleared again and again, the stock runs dry, and the round still ends (§6).
    state = E.setup(players=5, options={"rounds": 1}, seed="no-cap")
    steps = 0
    while not state.finished:
        seat = state.turn
        actions = E.legal_actions(state, seat)
        action = PASS if PASS in actions else actions[0]
        state, _ = E.apply(state, seat, action)
        steps += 1
    assert steps <= E.max_actions(5, {"rounds": 1, "insert_mode": "individual"})
    assert len(state.round_results) == 1
