"""Whole games: random play to the end with invariants, JSON/replay, bots (from views only)."""

from __future__ import annotations

import json
import random
import statistics

import pytest

from games.engines import serde
from games.engines.fast_train import ENGINE
from games.engines.fast_train.state import FastTrainState
from games.engines.registry import get_engine
from tests.engines.random_play import by_bots, random_steps


def play(players: int, seed: str, kinds: list[str] | None = None, check: bool = False):
    """Play a game to the end; random seats unless ``kinds`` names a bot per seat."""
    rng = random.Random(seed)
    state = ENGINE.setup(players=players, options=None, seed=seed)
    choose = by_bots(ENGINE, kinds, rng) if kinds is not None else None
    moves: list[tuple[int, dict]] = []
    for step in random_steps(ENGINE, state, rng, choose=choose, check_input=check):
        if check:
            check_invariants(step.before, step.after)
        state = step.after
        moves.append((step.seat, step.action))
        assert len(moves) <= ENGINE.max_actions(players, {})
    return state, moves


def check_invariants(old: FastTrainState, new: FastTrainState) -> None:
    data = ENGINE.state_to_json(new)
    assert data == serde.to_json(new)  # the fast codec writes exactly serde's JSON
    assert ENGINE.state_from_json(json.loads(json.dumps(data))) == new
    assert serde.from_json(FastTrainState, data) == new
    zones = ENGINE.zones(new)
    assert sorted(c for cards in zones.values() for c in cards) == sorted(ENGINE.components(new))
    for before, after in zip(old.sheets, new.sheets, strict=True):
        for old_train, train in zip(before, after, strict=True):
            assert train[: len(old_train)] == old_train  # cars are never erased
            assert len(train) - len(old_train) in (0, 1)
            assert all(b - a >= 1 for a, b in zip((0, *train), train, strict=False))


@pytest.mark.parametrize("players", range(1, 9))
def test_random_games_end_with_invariants_and_replay(players: int) -> None:
    seed = f"play-{players}"
    state, moves = play(players, seed, check=True)
    outcome = ENGINE.result(state)
    assert outcome is not None and len(outcome.scores) == players
    assert state.last_round and len(state.rolls) == 3
    reached = outcome.detail["destinations"]
    assert len(reached) >= outcome.detail["threshold"]
    assert ENGINE.replay(players=players, options=None, seed=seed, moves=moves) == state
    assert [r.round_no for r in state.history] == list(range(1, state.round_no + 1))
    assert [r.active for r in state.history[:3]] == [
        (state.history[0].active + k) % players for k in range(min(3, len(state.history)))
    ]
    json.dumps(outcome.to_json())
    final = ENGINE.view(state, 0)
    assert final["phase"] == "over" and final["to_act"] == []


def test_registered_under_its_slug() -> None:
    assert get_engine("fast-train") is ENGINE


def test_loads_per_round_go_to_distinct_colours_in_random_games() -> None:
    for players in (2, 5):
        _final, moves = play(players, f"distinct-{players}")
        # replay with events to attribute loads to rounds
        state = ENGINE.setup(players=players, options=None, seed=f"distinct-{players}")
        loads: dict[tuple[int, int], list[str]] = {}
        for seat, action in moves:
            state, events = ENGINE.apply(state, seat, action)
            for event in events:
                if event["type"] == "loads_revealed":
                    for entry in event["loads"]:
                        loads.setdefault((event["round"], entry["seat"]), []).append(
                            entry["colour"]
                        )
        assert loads
        assert all(len(c) <= 3 and len(set(c)) == len(c) for c in loads.values())


def test_max_actions_bound() -> None:
    assert ENGINE.max_actions(1, {}) == 66 * 5
    assert ENGINE.max_actions(8, {}) == 66 * 26


def test_greedy_bot_plays_legal_moves_and_beats_random() -> None:
    wins, greedy_scores, random_scores = 0, [], []
    for i in range(30):
        kinds = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        state, _ = play(2, f"duel-{i}", kinds)  # bot_action only passes the view
        outcome = ENGINE.result(state)
        assert outcome is not None
        g = kinds.index("greedy")
        greedy_scores.append(outcome.scores[g])
        random_scores.append(outcome.scores[1 - g])
        wins += outcome.scores[g] > outcome.scores[1 - g]
    assert wins >= 20
    assert statistics.mean(greedy_scores) > statistics.mean(random_scores) + 10


def test_greedy_bot_in_solo_and_crowded_games() -> None:
    for players in (1, 8):
        state, _ = play(players, f"greedy-{players}", ["greedy"] * players)
        assert ENGINE.result(state) is not None
