"""Hachi Train: full seeded games (random and greedy bots) with the conformance properties,
and the greedy bot's heuristics."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from games.engines.hachi_train import ENGINE as E
from games.engines.hachi_train.greedy import turns_to_empty
from games.engines.hachi_train.shapes import HachiTrainAction as Action
from games.engines.hachi_train.state import HachiTrainState
from games.engines.registry import get_engine
from tests.engines.hachi_train.support import PASS, make_state, play
from tests.engines.random_play import by_bots, random_steps


def _strings(value: Any) -> set[str]:
    """Every string of a JSON value (keys too): a hidden id leaks if it is one of them."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {k for k in value} | {s for v in value.values() for s in _strings(v)}
    if isinstance(value, list):
        return {s for v in value for s in _strings(v)}
    return set()


def _check_step(
    before: HachiTrainState, after: HachiTrainState, action: Action, events: list[Any]
) -> None:
    assert E.state_from_json(json.loads(json.dumps(E.state_to_json(after)))) == after
    zones = E.zones(after)
    assert Counter(c for cards in zones.values() for c in cards) == Counter(E.components(after))
    actor = before.turn
    for seat in [None, *range(after.players)]:
        hidden = E.hidden_from(after, seat)
        view = E.view(after, seat)
        assert not hidden & _strings(view)
        assert after.finished or after.seed not in json.dumps(view)
        # Events and the logged action may name what the step revealed, nothing else hidden;
        # after a new deal, the ended round's last play may be dealt into a hidden hand again.
        shown = [E.action_view(action, actor, seat)]
        shown += [e for e in (E.event_view(event, seat) for event in events) if e is not None]
        still_hidden = E.hidden_from(before, seat) & hidden - E.ended_round_ids(events)
        assert not still_hidden & _strings(shown)


def _run(
    seed: str, players: int, options: dict[str, Any] | None, kinds: list[str], check: bool
) -> tuple[HachiTrainState, list[tuple[int, Action]]]:
    state = E.setup(players=players, options=options, seed=seed)
    rng = random.Random(seed)
    moves: list[tuple[int, Action]] = []
    for step in random_steps(E, state, rng, choose=by_bots(E, kinds, rng), check_input=check):
        assert step.to_act == [step.seat]  # one seat acts at a time
        if check:
            _check_step(step.before, step.after, step.action, step.events)
        moves.append((step.seat, step.action))
        state = step.after
    return state, moves


def test_registered() -> None:
    assert get_engine("hachi-train") is E
    assert E.describe()["min_players"] == 3 and E.describe()["max_players"] == 5


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, None), (4, None), (5, None), (3, {"insert_mode": "block"}), (5, {"rounds": 8})],
)
def test_random_games_to_the_end(players: int, options: dict[str, Any] | None) -> None:
    for game in range(1):
        seed = f"full-{players}-{game}-{options}"
        state, moves = _run(seed, players, options, ["random"] * players, check=True)
        outcome = E.result(state)
        assert outcome is not None
        assert len(moves) <= E.max_actions(players, E.validate_options(options, players))
        rounds = E.validate_options(options, players)["rounds"]
        assert min(state.assets) == 0 or len(state.round_results) == rounds
        assert sum(200 - a for a in state.assets) == 100 * len(state.round_results)
        assert E.replay(players=players, options=options, seed=seed, moves=moves) == state


def test_greedy_beats_random() -> None:
    greedy_assets = random_assets = 0.0
    greedy_lost = 0
    games = 30
    for game in range(games):
        players = 3 + game % 3
        seat = game % players
        kinds = ["random"] * players
        kinds[seat] = "greedy"
        state, _ = _run(f"duel-{game}", players, None, kinds, check=False)
        outcome = E.result(state)
        assert outcome is not None
        greedy_lost += seat in outcome.detail["losers"]
        greedy_assets += state.assets[seat]
        random_assets += (sum(state.assets) - state.assets[seat]) / (players - 1)
    assert greedy_assets / games > random_assets / games + 30
    assert greedy_lost <= games // 6  # a random seat loses about a third of the time


def _greedy(state: HachiTrainState) -> Action:
    seat = state.turn
    view = json.loads(json.dumps(E.view(state, seat)))  # only the JSON view crosses over
    return E.greedy_action(view, seat, E.legal_actions(state, seat), random.Random(0))


def test_greedy_goes_out_when_it_can() -> None:
    state = make_state([["5a", "5b"], ["1a"], ["2a"]], turn=0, field=["3a"], number=3, owner=1)
    assert _greedy(state) == play(0, 1, 5)


def test_greedy_plays_the_weakest_set_that_beats_the_field() -> None:
    state = make_state(
        [["4a", "8a", "1a", "1b"], ["2a"], ["2b"]], turn=0, field=["3a"], number=3, owner=1
    )
    assert _greedy(state) == play(0, 0, 4)


def test_greedy_leads_with_a_block_that_sheds_most() -> None:
    state = make_state([["3a", "3b", "8a"], ["2a"], ["2b"]], turn=0)
    assert _greedy(state) == play(0, 1, 3)


def test_greedy_inserts_next_to_matching_cards() -> None:
    state = make_state(
        [["2a", "5a", "5b", "7a"], ["1a"], ["1b"]],
        turn=0,
        field=["3a"],
        number=3,
        owner=1,
        stock=["S56a"],
    )
    state, _ = E.apply(state, 0, PASS)
    choice = _greedy(state)
    assert choice["position"] in (1, 2, 3)
    after, _ = E.apply(state, 0, choice)
    assert turns_to_empty(after.hands[0]) == 3  # 2 | 5 5 S56 | 7


def test_greedy_does_not_split_a_run() -> None:
    state = make_state(
        [["6a", "6b", "5a", "5b"], ["1a"], ["1b"]], turn=0, field=["1c"], number=1, owner=1
    )
    state, _ = E.apply(state, 0, play(0, 1, 6))
    choice = _greedy(state)
    assert choice["position"] in (0, 2)  # never between the two 5s


def test_turns_to_empty() -> None:
    assert turns_to_empty([]) == 0
    assert turns_to_empty(["3a", "S34a", "4a", "4b"]) == 2
    assert turns_to_empty(["1a", "2a", "1b"]) == 3
