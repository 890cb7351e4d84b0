"""Hachi Train: what each seat sees (hachi-train.md §9), event and action redaction, hidden
information, zones."""

from __future__ import annotations

import json
from collections import Counter

from games.engines.hachi_train import ENGINE as E
from games.engines.hachi_train.state import HachiTrainState
from tests.engines.conformance_support import leaked_tokens
from tests.engines.hachi_train.support import PASS, ins, make_state, play


def _dump(state: HachiTrainState, seat: int | None) -> str:
    return json.dumps(E.view(state, seat))


def test_owner_sees_own_hand_others_only_slots() -> None:
    state = E.setup(players=4, options=None, seed="views")
    for seat in range(4):
        view = E.view(state, seat)
        assert view["you"]["hand"] == list(state.hands[seat])
        assert view["you"]["slots"] == ["dealt"] * 8
        for other in range(4):
            assert view["hands"][other] == {
                "count": 8,
                "out": False,
                "slots": [{"kind": "dealt"}] * 8,
            }
        text = _dump(state, seat)
        for other in range(4):
            if other != seat:
                for card in state.hands[other]:
                    assert json.dumps(card) not in text
        assert state.seed not in text
        for card in state.stock:
            assert json.dumps(card) not in text
    assert view["stock_count"] == 8 and view["field"] is None and view["phase"] == "play"


def test_spectator_sees_no_card_of_any_hand() -> None:
    state = E.setup(players=3, options=None, seed="spectate")
    view = E.view(state, None)
    assert view["you"] is None
    text = json.dumps(view)
    for hand in state.hands:
        for card in hand:
            assert json.dumps(card) not in text


def test_decision_12_collected_cards_are_face_up_to_everybody_at_their_slot() -> None:
    state = make_state(
        [["6a", "6b", "1a", "2b"], ["1b"], ["1c"]], turn=0, field=["3a", "S34a"], number=3, owner=1
    )
    state, _ = E.apply(state, 0, play(0, 1, 6))
    pending_view = E.view(state, 2)
    assert pending_view["phase"] == "insert"
    assert pending_view["pending"] == {
        "seat": 0,
        "source": "collected",
        "count": 2,
        "cards": ["3a", "S34a"],
    }
    state, _ = E.apply(state, 0, ins(1))
    state, _ = E.apply(state, 0, ins(0))
    assert state.hands[0] == ("S34a", "1a", "3a", "2b")
    for seat in (None, 1, 2):
        assert E.view(state, seat)["hands"][0]["slots"] == [
            {"kind": "collected", "card": "S34a"},
            {"kind": "dealt"},
            {"kind": "collected", "card": "3a"},
            {"kind": "dealt"},
        ]
    assert E.view(state, 0)["you"]["slots"] == ["collected", "dealt", "collected", "dealt"]


def test_drawn_card_is_private_but_its_slot_is_public() -> None:
    state = make_state(
        [["1a"], ["2b", "1b"], ["3a"]], turn=1, field=["2a"], number=2, owner=0, stock=["S56b"]
    )
    state, events = E.apply(state, 1, PASS)
    draw = events[1]
    assert E.event_view(draw, 1) == {"type": "draw", "seat": 1, "card": "S56b"}
    assert E.event_view(draw, 0) == {"type": "draw", "seat": 1}
    assert E.event_view(draw, None) == {"type": "draw", "seat": 1}
    assert E.view(state, 1)["you"]["pending"] == ["S56b"]
    assert E.view(state, 0)["pending"] == {"seat": 1, "source": "drawn", "count": 1}
    assert '"S56b"' not in _dump(state, 0) and '"S56b"' not in _dump(state, None)
    state, events = E.apply(state, 1, ins(2))
    (insert,) = events
    assert E.event_view(insert, 1) == {
        "type": "insert",
        "seat": 1,
        "position": 2,
        "source": "drawn",
        "count": 1,
        "cards": ["S56b"],
    }
    public = {"type": "insert", "seat": 1, "position": 2, "source": "drawn", "count": 1}
    assert E.event_view(insert, 0) == public
    assert E.action_view(ins(2), 1, 0) == ins(2)  # positions are public slots (§9)
    assert E.view(state, 0)["hands"][1]["slots"] == [
        {"kind": "dealt"},
        {"kind": "dealt"},
        {"kind": "drawn"},
    ]
    assert E.view(state, 1)["you"]["hand"] == ["2b", "1b", "S56b"]
    assert '"S56b"' not in _dump(state, 0)


def test_field_discard_assets_and_out_are_public() -> None:
    state = make_state(
        [["7a", "7b"], ["1a", "2a"], ["1b", "2b"]], turn=0, field=["6a"], number=6, owner=1
    )
    state, _ = E.apply(state, 0, play(0, 1, 7))
    view = E.view(state, None)
    assert view["field"] == {"cards": ["7a", "7b"], "number": 7, "size": 2, "owner": 0}
    assert "6a" in view["discard"]
    assert view["hands"][0] == {"count": 0, "out": True, "slots": []}
    assert view["out_order"] == [0] and view["assets"] == [200, 200, 200]
    assert view["turn"] == 1 and view["to_act"] == [1]


def test_hidden_from_lists_other_hands_stock_and_seed() -> None:
    state = make_state(
        [["1a", "3a"], ["2a"], ["4a"]], turn=0, stock=["S12a"], kinds=["dc", "s", "d"]
    )
    hidden = E.hidden_from(state, 0)
    assert hidden == {state.seed, "2a", "4a", "S12a"}
    assert E.hidden_from(state, None) == {state.seed, "1a", "2a", "4a", "S12a"}


def test_right_after_a_new_deal_every_hidden_card_is_hidden_and_the_last_play_is_logged() -> None:
    state = make_state([["8a"], [], ["1a", "2a"]], turn=0)
    action = play(0, 0, 8)
    state, events = E.apply(state, 0, action)
    assert state.round_no == 2
    holder = next(s for s in range(3) if "8a" in state.hands[s])  # dealt again at once
    for seat in (0, 1, 2, None):
        unseen = {c for other in range(3) if other != seat for c in state.hands[other]}
        assert E.hidden_from(state, seat) == {state.seed, *unseen, *state.stock}
        assert not leaked_tokens(_dump(state, seat), {*unseen, *state.stock})
        assert ("8a" in E.hidden_from(state, seat)) == (seat != holder)
    # The last play still reaches everyone through the move log, in full.
    for viewer in (0, 1, 2, None):
        assert E.action_view(action, 0, viewer) == action
        seen = [E.event_view(e, viewer) for e in events]
        played = next(e for e in seen if e is not None and e["type"] == "play")
        assert played["seat"] == 0 and played["cards"] == ["8a"]
    assert E.ended_round_ids(events) == {"8a"}


def test_game_over_reveals_everything() -> None:
    state = make_state([["1a"], [], ["2a", "3a"]], turn=0, rounds=1, stock=["S12a"])
    state, _ = E.apply(state, 0, play(0, 0, 1))
    assert state.finished
    view = E.view(state, 0)
    assert view["phase"] == "over" and view["to_act"] == [] and view["turn"] is None
    assert view["hands"][2]["slots"] == [
        {"kind": "dealt", "card": "2a"},
        {"kind": "dealt", "card": "3a"},
    ]
    assert view["stock"] == ["S12a"]
    assert E.hidden_from(state, 1) == set()
    assert E.legal_actions(state, 2) == []


def test_zones_partition_the_components() -> None:
    state = E.setup(players=5, options=None, seed="zones")
    state, _ = E.apply(state, state.turn, E.legal_actions(state, state.turn)[0])
    zones = E.zones(state)
    assert set(zones) == {
        "hand:0",
        "hand:1",
        "hand:2",
        "hand:3",
        "hand:4",
        "pending",
        "stock",
        "field",
        "discard",
    }
    everything = [c for cards in zones.values() for c in cards]
    assert Counter(everything) == Counter(E.components(state))
    assert len(everything) == 48
