"""Hachi views, events, hidden information (hachi.md §10), the greedy bot and whole games."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

from games.engines.hachi import ENGINE
from games.engines.hachi import rules as R
from games.engines.hanafuda import DECK
from tests.engines.hachi.support import cards, make_state, play_game
from tests.engines.random_play import random_steps


def _strings(value: object) -> set[str]:
    out: set[str] = set()
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            out |= _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            out |= _strings(v)
    return out


def test_owner_sees_own_hand_opponent_and_spectator_only_counts() -> None:
    state = ENGINE.setup(players=2, options=None, seed="views")
    for seat in (0, 1):
        view = ENGINE.view(state, seat)
        assert view["you"] == {"seat": seat, "hand": list(state.hands[seat])}
        assert view["hand_counts"] == [7, 7]
        seen = _strings(view)
        assert not seen & set(state.hands[1 - seat])
        assert not seen & set(state.draw)
        assert "views" not in seen  # the seed
    spectator = ENGINE.view(state, None)
    assert spectator["you"] is None
    assert not _strings(spectator) & {*state.hands[0], *state.hands[1], *state.draw}
    assert spectator["field"] == list(state.field)
    assert spectator["draw_pile_count"] == 28


def test_hidden_from_lists_other_hand_draw_pile_and_seed() -> None:
    state = ENGINE.setup(players=2, options=None, seed="hidden")
    assert ENGINE.hidden_from(state, 0) == {"hidden", *state.hands[1], *state.draw}
    assert ENGINE.hidden_from(state, None) == {"hidden", *state.hands[0], *state.hands[1]} | set(
        state.draw
    )


def test_public_view_shows_piles_points_yaku_and_running_score() -> None:
    state = make_state(
        field=("02C1",),
        hands=(("01C1",), ("06C1",)),
        piles=(cards("05A 03L 06A 02C2"), cards("04R 09R")),
    )
    view = ENGINE.view(state, 1)
    assert view["piles"] == [["05A", "03L", "06A", "02C2"], ["04R", "09R"]]
    assert view["card_points"] == [40, 2]
    assert [y["key"] for y in view["yaku"][0]] == ["three_five_six"]
    assert view["yaku"][0][0] == {
        "key": "three_five_six",
        "name": "Three Five Six",
        "points": 10,
        "cards": ["03L", "05A", "06A"],
    }
    assert view["yaku"][1] == []
    assert view["round_scores"] == [50, 2]
    assert view["dealer"] == 0 and view["turn"] == 0 and view["to_act"] == [0]
    assert view["phase"] == "play" and view["round"] == 1


def test_hand_dealt_events_are_private() -> None:
    state = make_state(dealer=0, turns_done=14)
    new, events = R.end_round(state, [])
    dealt = [e for e in events if e["type"] == "hand_dealt"]
    assert len(dealt) == 2
    for event in dealt:
        owner = event["seat"]
        assert ENGINE.event_view(event, owner) == {
            "type": "hand_dealt",
            "seat": owner,
            "cards": list(new.hands[owner]),
        }
        for other in (1 - owner, None):
            assert ENGINE.event_view(event, other) == {
                "type": "hand_dealt",
                "seat": owner,
                "count": 7,
            }
    started = next(e for e in events if e["type"] == "round_started")
    assert started == {"type": "round_started", "round": 2, "dealer": 0, "field": list(new.field)}


def test_round_history_cumulative_and_runs_in_view() -> None:
    state = make_state(dealer=0, turns_done=14, piles=(cards("01C1 01C2 01L"), ()))
    new, _ = R.end_round(state, [])
    view = ENGINE.view(new, None)
    assert view["history"] == [
        {
            "round": 1,
            "dealer": 0,
            "card_points": [30, 0],
            "yaku": [[], []],
            "yaku_points": [0, 0],
            "scores": [30, 0],
            "winner": 0,
            "margin": 30,
            "qualifying": True,
            "runs": [1, 0],
        }
    ]
    assert view["cumulative"] == [30, 0] and view["runs"] == [1, 0]
    assert view["round"] == 2 and view["piles"] == [[], []]


def test_unturned_cards_never_shown_while_the_match_runs() -> None:
    state, moves, _ = play_game("unturned", {"match_mode": "fixed", "rounds": 2})
    replayed = ENGINE.setup(
        players=2, options={"match_mode": "fixed", "rounds": 2}, seed="unturned"
    )
    for seat, action in moves:
        before = replayed
        replayed, _ = ENGINE.apply(replayed, seat, action)
        if replayed.round_no != before.round_no and replayed.phase != "over":
            # the previous round's 14 unturned cards: no view lists them as a zone
            for viewer in (0, 1, None):
                view = ENGINE.view(replayed, viewer)
                assert "unturned" not in view
                assert view["draw_pile_count"] == 28
    assert replayed == state


def test_final_view_reveals_everything() -> None:
    state, _moves, _events = play_game("final", {"match_mode": "fixed", "rounds": 1})
    assert ENGINE.result(state) is not None
    for viewer in (0, 1, None):
        view = ENGINE.view(state, viewer)
        assert view["phase"] == "over" and view["to_act"] == []
        assert len(view["unturned"]) == 14
        shown = Counter([*view["field"], *view["piles"][0], *view["piles"][1], *view["unturned"]])
        assert shown == Counter(DECK)
        assert view["result"]["detail"]["rounds"] == view["history"]
    assert ENGINE.hidden_from(state, 0) == set()


def test_right_after_a_new_deal_every_hidden_card_is_hidden_and_the_last_turn_is_logged() -> None:
    state = make_state(
        field=("02C1",),
        hands=((), ("01C1",)),
        draw_top=("03C2",),
        turn=1,
        turns_done=13,
    )
    action = {"type": "play_card", "card": "01C1", "target": "02C1"}
    new, events = ENGINE.apply(state, 1, action)
    assert new.round_no == 2 and new.turns_done == 0
    last_turn = {"01C1", "02C1", "03C2"}
    # The new deal put some of the last turn's cards into the draw pile or a hand again.
    assert last_turn & {*new.draw, *new.hands[0], *new.hands[1]}
    for seat in (0, 1):
        unseen = {*new.draw, *new.hands[1 - seat]}
        assert ENGINE.hidden_from(new, seat) == {new.seed, *unseen}
        assert not _strings(ENGINE.view(new, seat)) & unseen
    assert ENGINE.hidden_from(new, None) == {new.seed, *new.draw, *new.hands[0], *new.hands[1]}
    assert not _strings(ENGINE.view(new, None)) & {*new.draw, *new.hands[0], *new.hands[1]}
    # The last turn still reaches everyone through the move log, in full.
    for viewer in (0, 1, None):
        assert ENGINE.action_view(action, 1, viewer) == action
        seen = [ENGINE.event_view(e, viewer) for e in events]
        assert {"type": "card_played", "seat": 1, "card": "01C1", "target": "02C1"} in seen
        assert {"type": "card_turned", "seat": 1, "card": "03C2"} in seen
    assert ENGINE.ended_round_ids(events) == last_turn


# ----- the greedy bot ------------------------------------------------------------------------


def _greedy(state: object, seat: int) -> dict[str, object]:
    view = ENGINE.view(state, seat)  # type: ignore[arg-type]
    actions = ENGINE.legal_actions(state, seat)  # type: ignore[arg-type]
    return ENGINE.greedy_action(view, seat, actions, random.Random(0))


def test_greedy_prefers_the_higher_value_capture() -> None:
    # 01C1 may take the Plum ribbon (1 point) or the Plum chaff (10 points).
    state = make_state(field=("02R", "02C1"), hands=(("01C1",), ("05C1",)))
    assert _greedy(state, 0) == {"type": "play_card", "card": "01C1", "target": "02C1"}


def test_greedy_completes_a_yaku() -> None:
    # Pile holds 05A 06A: capturing 10A completes Elder (+10) over an equal-value chaff.
    state = make_state(
        field=("10A", "08C1"),
        hands=(("03C1",), ("05C1",)),
        piles=(cards("05A 06A"), ()),
    )
    assert _greedy(state, 0) == {"type": "play_card", "card": "03C1", "target": "10A"}


def test_greedy_uses_the_deck_choice_for_value() -> None:
    state = make_state(
        field=("05R", "10C1", "02C1"), hands=(("01C1",), ("06C1",)), draw_top=("08C1",)
    )
    state, _ = ENGINE.apply(state, 0, {"type": "play_card", "card": "01C1", "target": "02C1"})
    assert state.phase == "deck_choice"
    assert _greedy(state, 0) == {"type": "choose_deck_capture", "target": "10C1"}


def test_greedy_gives_away_the_cheapest_card_when_nothing_captures() -> None:
    state = make_state(field=("02C1",), hands=(("03R", "03L", "03C1"), ("05C1",)))
    assert _greedy(state, 0) == {"type": "play_card", "card": "03R", "target": None}


def test_greedy_decides_from_the_view_only() -> None:
    state = ENGINE.setup(players=2, options=None, seed="bot-view")
    (seat,) = ENGINE.to_act(state)
    view = ENGINE.view(state, seat)
    actions = ENGINE.legal_actions(state, seat)
    choice = ENGINE.greedy_action(view, seat, actions, random.Random(1))
    assert choice in actions
    # Swap the opponent's hand with draw cards: the seat's view, hence the choice, is unchanged.
    hands = list(state.hands)
    hands[1 - seat] = R.sort_ids(state.draw[:7])
    other = replace(state, hands=(hands[0], hands[1]), draw=state.hands[1 - seat] + state.draw[7:])
    assert ENGINE.view(other, seat) == view
    assert ENGINE.greedy_action(ENGINE.view(other, seat), seat, actions, random.Random(2)) == (
        choice
    )


def test_greedy_beats_random() -> None:
    wins = losses = 0
    for game in range(40):
        greedy = game % 2
        kinds = ("greedy", "random") if greedy == 0 else ("random", "greedy")
        state, _, _ = play_game(f"duel-{game}", {"match_mode": "fixed", "rounds": 1}, kinds)
        outcome = ENGINE.result(state)
        assert outcome is not None
        if outcome.winners == (greedy,):
            wins += 1
        elif outcome.winners == (1 - greedy,):
            losses += 1
    assert wins > 1.5 * losses


# ----- whole games ---------------------------------------------------------------------------


def test_random_games_play_to_the_end_and_replay() -> None:
    for number, options in enumerate(
        [None, {"match_mode": "fixed", "rounds": 3}, {"streak_cap": 2}, {"streak_cap": 5}]
    ):
        seed = f"whole-{number}"
        state, moves, events = play_game(seed, options)
        outcome = ENGINE.result(state)
        assert outcome is not None
        assert len(moves) <= ENGINE.max_actions(2, options or {})
        history = outcome.detail["rounds"]
        assert outcome.scores == tuple(sum(r["scores"][seat] for r in history) for seat in (0, 1))
        assert sum(e["type"] == "round_ended" for e in events) == len(history)
        assert events[-1]["type"] == "match_ended"
        replayed = ENGINE.replay(players=2, options=options, seed=seed, moves=moves)
        assert replayed == state
        assert ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(state)))) == state


def test_every_step_conserves_cards_and_keeps_its_input() -> None:
    state = ENGINE.setup(players=2, options={"match_mode": "fixed", "rounds": 2}, seed="steps")
    for step in random_steps(ENGINE, state, random.Random(5), check_input=True):
        zones = ENGINE.zones(step.after)
        assert Counter(c for zone in zones.values() for c in zone) == Counter(DECK)
