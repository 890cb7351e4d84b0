"""Options, views and hidden information (hachi-hachi.md §11, §13), the greedy bot, and full
random games."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from games.engines import serde
from games.engines.base import IllegalAction, InvalidOptions
from games.engines.bots import GreedyBot
from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi.settlement import result_json
from games.engines.hachi_hachi.state import TURN_FIELDS, HachiHachiState, evolve, next_turn
from games.engines.hachi_hachi.teyaku import detect
from tests.engines.hachi_hachi.support import NO_TEYAKU, cards, play, position
from tests.engines.random_play import by_bots, played, random_steps

# ----- §11 options ------------------------------------------------------------------------------


def test_11_option_defaults() -> None:
    assert ENGINE.validate_options(None, 3) == {
        "rounds": 12,
        "field_carry": "same_kind",
        "double_eights_bonus": False,
    }
    state = ENGINE.setup(players=3, options=None, seed="opts")
    assert (state.rounds, state.field_carry, state.double_eights_bonus) == (
        12,
        "same_kind",
        False,
    )


def test_11_option_values_are_used() -> None:
    options = {"rounds": 6, "field_carry": "all_lights", "double_eights_bonus": True}
    state = ENGINE.setup(players=2, options=options, seed="opts")
    assert (state.rounds, state.field_carry, state.double_eights_bonus) == (6, "all_lights", True)


@pytest.mark.parametrize(
    "options",
    [
        {"rounds": 7},
        {"rounds": 24},
        {"rounds": "12"},
        {"field_carry": "stacked"},
        {"double_eights_bonus": 1},
        {"folding": True},
    ],
)
def test_11_bad_options_are_rejected(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=3, options=options, seed="bad")


@pytest.mark.parametrize("players", [1, 4, 5])
def test_1_player_counts(players: int) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=players, options=None, seed="bad")


def test_max_actions_bound() -> None:
    assert ENGINE.max_actions(3, ENGINE.validate_options(None, 3)) == 12 * 21 * 3
    assert ENGINE.max_actions(2, ENGINE.validate_options({"rounds": 6}, 2)) == 6 * 14 * 3


# ----- illegal actions --------------------------------------------------------------------------


def test_illegal_actions_are_refused() -> None:
    state = position(hands=("05R 06C1", "07C1", "08C1"), field="05A 05C1", deck_top="12C1")
    for action, code in [
        ({"type": "play_card", "card": "05R", "target": None}, "illegal_action"),
        ({"type": "play_card", "card": "07C1", "target": None}, "illegal_action"),
        ({"type": "play_card", "card": "06C1"}, "illegal_action"),
        ({"type": "end"}, "illegal_action"),
        ({"type": "pass"}, "unknown_action_type"),
    ]:
        with pytest.raises(IllegalAction) as info:
            ENGINE.apply(state, 0, action)
        assert info.value.code == code
    with pytest.raises(IllegalAction) as info:
        ENGINE.apply(state, 1, {"type": "play_card", "card": "07C1", "target": None})
    assert info.value.code == "not_your_turn"


# ----- §13 views --------------------------------------------------------------------------------


def test_13_owner_sees_own_hand_others_only_counts_and_shown_cards() -> None:
    three = detect(cards("01L 01R 01C1 02A 03L 06A 08A"))
    state = position(
        hands=("01L 01R 01C1 02A 03L 06A 08A", "04C1 05C1", "09C1 10C1"),
        field="12C1",
        deck_top="12C2",
        teyaku=(three, NO_TEYAKU, NO_TEYAKU),
    )
    own = ENGINE.view(state, 0)
    assert own["you"] == {"seat": 0, "hand": list(state.hands[0])}
    for seat in (1, 2, None):
        other = ENGINE.view(state, seat)
        text = json.dumps(other)
        assert other["hand_counts"] == [7, 2, 2]
        assert other["shown_in_hand"][0] == ["01L", "01R", "01C1"]
        assert other["teyaku"][0]["name"] == "Three" and other["teyaku"][0]["value"] == 24
        for hidden in ("02A", "03L", "06A", "08A", "12C2"):
            assert f'"{hidden}"' not in text
        if seat is None:
            assert other["you"] is None
    assert '"04C1"' not in json.dumps(ENGINE.view(state, 2))
    assert "position" not in json.dumps(ENGINE.view(state, 0))  # the seed
    # A shown card leaves the display when it is played.
    state, _ = play(state, 0, "01R")
    assert ENGINE.view(state, 1)["shown_in_hand"][0] == ["01L", "01C1"]


def test_13_public_information_in_every_view() -> None:
    state = position(
        hands=("01C1 06C1", "07C2 08C1", "08C2 10C2"),
        field="05A 05C1 07C1",
        piles=("", "09A", ""),
        deck_top="05R",
        multiplier=2,
        carry=(4,),
        sage=(False, True, False),
        d_ack=(0, 84, 0),
    )
    state, _ = play(state, 0, "01C1")
    view = ENGINE.view(state, None)
    assert view["phase"] == "choose" and view["current"] == 0
    assert view["turned"] == "05R" and view["choices"] == ["05A", "05C1"]
    assert view["multiplier"] == 2 and view["carry"] == [4]
    assert view["piles"][1] == ["09A"] and view["card_points"][1] == 10
    assert view["dekiyaku"][1]["sage"] is True
    assert view["draw_pile"] == len(state.deck)
    assert ENGINE.hidden_from(state, None) >= set(state.deck)


def test_13_hand_events_are_redacted() -> None:
    state, events = ENGINE.setup_with_events(3, ENGINE.validate_options(None, 3), "events")
    dealt = [e for e in events if e["type"] == "hand_dealt"]
    assert len(dealt) == 3
    for event in dealt:
        seat = event["seat"]
        assert ENGINE.event_view(event, seat)["cards"] == list(state.hands[seat])
        other = (seat + 1) % 3
        assert ENGINE.event_view(event, other) == {"type": "hand_dealt", "seat": seat, "count": 7}
        assert ENGINE.event_view(event, None) == {"type": "hand_dealt", "seat": seat, "count": 7}


def test_13_two_player_unturned_cards_never_shown_until_the_end() -> None:
    state = ENGINE.setup(players=2, options={"rounds": 6}, seed="unturned")
    for step in random_steps(ENGINE, state, random.Random(5)):
        for viewer in (0, 1, None):
            text = json.dumps(ENGINE.view(step.before, viewer))
            assert all(f'"{c}"' not in text for c in step.before.deck)
        state = step.after
    final = ENGINE.view(state, None)
    assert final["revealed"]["draw_pile"] == list(state.deck)
    assert final["revealed"]["hands"] == [list(h) for h in state.hands]
    assert final["result"]["scores"] == list(state.totals)


# ----- full random games ------------------------------------------------------------------------


def random_game(players: int, seed: str, options: dict[str, Any] | None = None) -> HachiHachiState:
    state = ENGINE.setup(players=players, options=options, seed=seed)
    moves = []
    for step in random_steps(ENGINE, state, random.Random(seed), check_input=True):
        new = step.after
        zones = sorted(c for cs in ENGINE.zones(new).values() for c in cs)
        assert zones == sorted(ENGINE.components(new))
        if ENGINE.result(new) is None:
            for viewer in (*range(players), None):
                text = json.dumps(ENGINE.view(new, viewer))
                assert seed not in text
                assert not [t for t in ENGINE.hidden_from(new, viewer) if f'"{t}"' in text]
        moves.append((step.seat, step.action))
        state = new
    assert len(moves) <= ENGINE.max_actions(players, ENGINE.validate_options(options, players))
    assert ENGINE.replay(players=players, options=options, seed=seed, moves=moves) == state
    back = ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(state))))
    assert back == state
    assert all(result_json(r) == serde.to_json(r) for r in state.history)
    return state


@pytest.mark.parametrize("seed", ["g1", "g2", "g3"])
def test_full_random_games_three_players_are_zero_sum(seed: str) -> None:
    state = random_game(3, seed)
    assert len(state.history) == 12
    for result in state.history:
        assert sum(result.deltas) == 0
        for part in result.parts:
            assert sum(part.deltas) == 0
    assert sum(state.totals) == 0


@pytest.mark.parametrize("seed", ["t1", "t2"])
def test_full_random_games_two_players(seed: str) -> None:
    options = {"rounds": 6, "field_carry": "all_lights", "double_eights_bonus": True}
    state = random_game(2, seed, options)
    assert len(state.history) == 6
    assert sum(state.totals) == 0
    assert all(r.ending in ("end", "sage_exhausted", "card_count") for r in state.history)


# ----- greedy bot -------------------------------------------------------------------------------


def bot_match(seed: int, greedy_seat: int) -> tuple[int, ...]:
    kinds = ["greedy" if seat == greedy_seat else "random" for seat in range(3)]
    rng = random.Random(seed)
    start = ENGINE.setup(players=3, options={"rounds": 6}, seed=f"bots-{seed}")
    state, _moves, _events = played(ENGINE, start, rng, choose=by_bots(ENGINE, kinds, rng))
    return state.totals


def test_greedy_bot_beats_random_bots() -> None:
    greedy_total = 0
    random_total = 0
    for seed in range(24):
        seat = seed % 3
        totals = bot_match(seed, seat)
        greedy_total += totals[seat]
        random_total += sum(totals) - totals[seat]
    # Zero-sum: the greedy seat wins what the two random seats lose.
    assert greedy_total == -random_total
    assert greedy_total > 0


def test_greedy_bot_completes_a_dekiyaku_and_ends_when_threatened() -> None:
    state = position(
        hands=("03R 05C1 08C1 09C1", "07C1 07C2", "10C1 10C2"),
        field="03C1 05A",
        piles=("01R 02R", "06R 09R", ""),
        deck_top="12C1 12C2",
    )
    actions = ENGINE.legal_actions(state, 0)
    choice = GreedyBot().choose(ENGINE, ENGINE.view(state, 0), 0, actions, random.Random(0))
    assert choice == {"type": "play_card", "card": "03R", "target": None}
    state, _ = ENGINE.apply(state, 0, choice)
    decide = ENGINE.legal_actions(state, 0)
    # B lacks only 10R for Blue Poems: the bot takes its 84 now.
    choice = GreedyBot().choose(ENGINE, ENGINE.view(state, 0), 0, decide, random.Random(0))
    assert choice == {"type": "end"}


def test_greedy_bot_calls_sage_when_one_card_from_more_and_safe() -> None:
    state = position(
        hands=("03R 05C1 08C1 09C1", "07C1 07C2", "11C1 04C2"),
        field="03C1 05A",
        piles=("01R 02R 06R 09R", "", ""),
        deck_top="12C1 12C2",
    )
    state, _ = play(state, 0, "03R")
    decide = ENGINE.legal_actions(state, 0)
    choice = GreedyBot().choose(ENGINE, ENGINE.view(state, 0), 0, decide, random.Random(0))
    assert choice == {"type": "sage"}


def test_greedy_bot_does_not_feed_a_card_an_opponent_needs() -> None:
    state = position(
        hands=("03C1 05C1", "07C1 07C2", "11C1 04C2"),
        field="06A",
        piles=("", "01R 02R", ""),
        deck_top="12C1 12C2",
    )
    actions = ENGINE.legal_actions(state, 0)
    view = ENGINE.view(state, 0)
    for r in range(10):
        choice = GreedyBot().choose(ENGINE, view, 0, actions, random.Random(r))
        assert choice["card"] == "05C1"


def test_generated_state_constructors_match_dataclasses_replace() -> None:
    state = ENGINE.setup(players=3, options=None, seed="evolve")
    changes: dict[str, Any] = {"phase": "decide", "current": 2, "totals": (1, 2, -3)}
    assert evolve(state, **changes) == dataclasses.replace(state, **changes)
    values = {name: getattr(state, name) for name in TURN_FIELDS}
    values.update(current=1, pending="01L", turn_start_pile=4)
    expected = dataclasses.replace(state, **values)
    assert next_turn(state, *(values[name] for name in TURN_FIELDS)) == expected
    assert evolve(state) == state and evolve(state) is not state
