"""Hachi's points and victories match modes (hachi.md §8.4, §8.5, §9, Decisions 12-15): their
options, how they end, their caps, whole games in them, and games of the older modes unchanged."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, get_args

import pytest

from games.engines.base import InvalidOptions
from games.engines.hachi import ENGINE
from games.engines.hachi import rules as R
from games.engines.hachi import scoring as S
from games.engines.hachi.shapes import MatchMode
from games.engines.hachi.state import TARGET_MODES_ROUND_CAP, TURNS_PER_ROUND, HachiState
from tests.engines.hachi.support import cards, make_state, play_game

TENS = cards("01C1 01C2 02C1 02C2 03C1 03C2 04C1 04C2 05C1 05C2")
Piles = tuple[tuple[str, ...], tuple[str, ...]]


def _finish_round(state: HachiState, piles: Piles) -> tuple[HachiState, list[dict[str, Any]]]:
    """End the current round with these capture piles (scoring and match flow only)."""
    return R.end_round(replace(state, piles=piles, turns_done=TURNS_PER_ROUND), [])


def _tens(s0: int, s1: int) -> Piles:
    """Piles of chaff scoring ``s0`` and ``s1`` tens (no yaku)."""
    return TENS[:s0], TENS[s0 : s0 + s1]


# ----- options (§9) -------------------------------------------------------------------------------


def test_the_modes_offered_are_the_declared_ones() -> None:
    spec = next(s for s in ENGINE.option_specs if s.name == "match_mode")
    assert spec.choices == get_args(MatchMode)


def test_new_options_and_their_defaults() -> None:
    checked = ENGINE.validate_options({"match_mode": "points"}, 2)
    assert (checked["points_target"], checked["victories"]) == (500, 3)
    state = ENGINE.setup(
        players=2, options={"match_mode": "victories", "victories": 5}, seed="formats"
    )
    assert (state.match_mode, state.victories, state.points_target) == ("victories", 5, 500)
    view = ENGINE.view(state, None)
    assert view["options"] == {
        "match_mode": "victories",
        "streak_cap": 12,
        "rounds": 6,
        "points_target": 500,
        "victories": 5,
    }
    assert view["round_wins"] == [0, 0]


@pytest.mark.parametrize(
    ("options", "blamed", "message"),
    [
        ({"points_target": 99}, "points_target", "between 100 and 1000"),
        ({"points_target": 1001}, "points_target", "between 100 and 1000"),
        ({"points_target": "500"}, "points_target", "whole number"),
        ({"victories": 0}, "victories", "between 1 and 7"),
        ({"victories": 8}, "victories", "between 1 and 7"),
        ({"victories": True}, "victories", "whole number"),
        ({"match_mode": "race"}, "match_mode", "streak, fixed, points, victories"),
    ],
)
def test_out_of_range_options_are_refused_in_words(
    options: dict[str, object], blamed: str, message: str
) -> None:
    with pytest.raises(InvalidOptions) as caught:
        ENGINE.validate_options(options, 2)
    assert caught.value.option == blamed
    assert message in caught.value.message


@pytest.mark.parametrize(
    "options",
    [
        {"match_mode": "points", "points_target": 100},
        {"match_mode": "points", "points_target": 1000, "rounds": 1, "streak_cap": 2},
        {"match_mode": "victories", "victories": 1},
        {"match_mode": "victories", "victories": 7, "points_target": 100},
        {"match_mode": "streak", "points_target": 1000, "victories": 7},
    ],
)
def test_every_combination_within_the_bounds_is_accepted(options: dict[str, object]) -> None:
    """Each mode reads only its own number; the others are checked and ignored (Engine
    choices: Options), so no combination is refused."""
    assert ENGINE.validate_options(options, 2)["match_mode"] == options["match_mode"]


def test_max_actions_covers_the_24_round_cap() -> None:
    for mode in ("points", "victories"):
        assert ENGINE.max_actions(2, {"match_mode": mode}) == 2 * 14 * TARGET_MODES_ROUND_CAP
    assert TARGET_MODES_ROUND_CAP == 24
    # The caps leave room for the largest targets: 7 wins need at most 13 decided rounds.
    assert TARGET_MODES_ROUND_CAP > 2 * 7 - 1


# ----- points mode (§8.4, Decision 13) ------------------------------------------------------------


def test_points_reaching_the_target_exactly_wins_at_the_end_of_that_round() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 100})
    state, _ = _finish_round(state, _tens(6, 4))  # 60 : 40
    assert state.phase == "play"
    state, events = _finish_round(state, _tens(4, 5))  # 100 : 90
    assert state.phase == "over" and state.match_winner == 0 and state.decided_by == "points"
    assert events[-1]["decided_by"] == "points"
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.ranks == (1, 2) and outcome.scores == (100, 90)


def test_points_the_round_loser_can_win_the_match() -> None:
    """The target decides, not the last round: the player behind in the round may be ahead."""
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 100})
    state, _ = _finish_round(state, _tens(9, 0))  # 90 : 0
    state, _ = _finish_round(state, _tens(1, 5))  # 100 : 50
    assert state.history[-1].winner == 1
    assert state.phase == "over" and state.match_winner == 0


def test_points_both_past_the_target_the_higher_total_wins() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 100})
    state, _ = _finish_round(state, _tens(4, 5))  # 40 : 50
    state, _ = _finish_round(state, _tens(7, 5))  # 110 : 100
    assert state.phase == "over" and state.match_winner == 0 and state.decided_by == "points"


def test_points_equal_totals_at_the_target_play_another_round() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 100})
    state, _ = _finish_round(state, _tens(5, 5))  # 50 : 50, a drawn round
    state, _ = _finish_round(state, _tens(5, 5))  # 100 : 100: no winner yet
    assert state.phase == "play" and state.round_no == 3
    assert state.cumulative == (100, 100) and state.match_winner is None
    state, _ = _finish_round(state, _tens(0, 1))  # 100 : 110
    assert state.phase == "over" and state.match_winner == 1 and state.decided_by == "points"


def test_points_cap_then_the_cumulative_score_decides() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 1000})
    for _ in range(TARGET_MODES_ROUND_CAP - 1):
        state, _ = _finish_round(state, _tens(1, 0))
        assert state.phase == "play"
    state, _ = _finish_round(state, _tens(1, 0))
    assert state.phase == "over" and len(state.history) == TARGET_MODES_ROUND_CAP
    assert state.decided_by == "cumulative" and state.match_winner == 0
    assert state.cumulative == (240, 0)


def test_points_target_reached_in_the_cap_round_is_a_points_win() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 240})
    for _ in range(TARGET_MODES_ROUND_CAP):
        state, _ = _finish_round(state, _tens(1, 0))
    assert state.phase == "over" and state.decided_by == "points" and state.match_winner == 0


def test_points_cap_with_equal_totals_is_a_drawn_match() -> None:
    state = make_state(dealer=0, options={"match_mode": "points", "points_target": 100})
    for _ in range(TARGET_MODES_ROUND_CAP):
        state, _ = _finish_round(state, _tens(5, 5))
    assert state.phase == "over" and state.match_winner is None
    assert state.decided_by == "cumulative" and state.cumulative == (1200, 1200)
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.winners == () and outcome.ranks == (1, 1)


# ----- victories mode (§8.5, Decision 14) ---------------------------------------------------------


def test_victories_any_margin_counts_and_draws_count_for_nobody() -> None:
    state = make_state(dealer=0, options={"match_mode": "victories", "victories": 2})
    state, _ = _finish_round(state, (cards("01R"), ()))  # seat 0 by 1: a victory
    state, _ = _finish_round(state, _tens(3, 3))  # drawn
    assert S.round_wins(state.history) == (1, 0) and state.phase == "play"
    assert state.dealer == 0  # the drawn round's dealer deals again
    state, events = _finish_round(state, (cards("02R"), ()))
    assert state.phase == "over" and state.match_winner == 0 and state.decided_by == "victories"
    assert events[-1] == {
        "type": "match_ended",
        "winner": 0,
        "decided_by": "victories",
        "cumulative": [32, 30],
    }


def test_victories_one_win_is_a_single_round_replayed_after_a_draw() -> None:
    state = make_state(dealer=1, turn=1, options={"match_mode": "victories", "victories": 1})
    state, _ = _finish_round(state, _tens(2, 2))
    assert state.phase == "play" and state.round_no == 2
    state, _ = _finish_round(state, _tens(0, 1))
    assert state.phase == "over" and state.match_winner == 1
    outcome = ENGINE.result(state)
    assert outcome is not None and outcome.detail["round_wins"] == [0, 1]


def test_victories_only_drawn_rounds_reach_the_cap() -> None:
    state = make_state(dealer=0, options={"match_mode": "victories", "victories": 1})
    for _ in range(TARGET_MODES_ROUND_CAP - 1):
        state, _ = _finish_round(state, _tens(2, 2))
    assert state.phase == "play"
    state, _ = _finish_round(state, _tens(1, 1))
    assert state.phase == "over" and state.decided_by == "cumulative"
    assert state.match_winner is None and state.cumulative == (470, 470)


def test_victories_reached_in_the_cap_round_is_a_victories_win() -> None:
    state = make_state(dealer=0, options={"match_mode": "victories", "victories": 1})
    for _ in range(TARGET_MODES_ROUND_CAP - 1):
        state, _ = _finish_round(state, ((), ()))
    state, _ = _finish_round(state, _tens(0, 1))
    assert len(state.history) == TARGET_MODES_ROUND_CAP
    assert state.decided_by == "victories" and state.match_winner == 1


def test_round_wins_in_every_mode() -> None:
    state = make_state(dealer=0)
    state, _ = _finish_round(state, _tens(1, 0))
    state, _ = _finish_round(state, _tens(0, 0))
    assert ENGINE.view(state, 0)["round_wins"] == [1, 0]


# ----- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {"match_mode": "points", "points_target": 100},
        {"match_mode": "points"},
        {"match_mode": "points", "points_target": 1000},
        {"match_mode": "victories", "victories": 1},
        {"match_mode": "victories"},
        {"match_mode": "victories", "victories": 7},
    ],
)
def test_whole_games_end_by_their_mode_within_the_bound_and_replay(
    options: dict[str, Any],
) -> None:
    for i in range(3):
        seed = f"formats-{json.dumps(options, sort_keys=True)}-{i}"
        state, moves, events = play_game(seed, options, kinds=("greedy", "greedy"))
        assert len(moves) <= ENGINE.max_actions(2, options)
        assert state.decided_by == options["match_mode"]  # the cap never comes into play
        ended = [e for e in events if e["type"] == "match_ended"]
        assert len(ended) == 1 and ended[0]["decided_by"] == options["match_mode"]
        replayed = ENGINE.replay(players=2, options=options, seed=seed, moves=moves)
        assert replayed == state
        assert ENGINE.state_from_json(ENGINE.state_to_json(state)) == state
        if options["match_mode"] == "points":
            totals = _totals_after_each_round(state)
            before = totals[-2] if len(totals) > 1 else (0, 0)
            assert max(totals[-1]) >= state.points_target
            assert before[0] == before[1] or max(before) < state.points_target
        else:
            assert max(S.round_wins(state.history)) == state.victories
            assert max(S.round_wins(state.history[:-1])) == state.victories - 1


def _totals_after_each_round(state: HachiState) -> list[tuple[int, int]]:
    totals, out = (0, 0), []
    for res in state.history:
        totals = (totals[0] + res.scores[0], totals[1] + res.scores[1])
        out.append(totals)
    return out


# ----- games of the older modes -------------------------------------------------------------------


@pytest.mark.parametrize("options", [None, {"match_mode": "fixed", "rounds": 2}])
def test_a_snapshot_from_before_the_new_modes_loads_as_its_replay(
    options: dict[str, Any] | None,
) -> None:
    """A stored state has no points_target or victories: it loads with their defaults, which
    are what a replay with the stored options (no such keys either) gives."""
    seed = "older-snapshot"
    state, moves, _events = play_game(seed, options)
    stored = ENGINE.state_to_json(state)
    del stored["points_target"], stored["victories"]
    stored_options = {"match_mode": "streak", "streak_cap": 12, "rounds": 6, **(options or {})}
    replayed = ENGINE.replay(players=2, options=stored_options, seed=seed, moves=moves)
    assert ENGINE.state_from_json(stored) == replayed == state
