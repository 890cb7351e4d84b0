"""The shared conformance suite: every registered engine, every allowed player count.

Nothing here names a game: an engine added to ``games.engines.registry`` is covered with no edit.
Random legal games are played to the end with every per-step property checked (see
``conformance_support`` for the list and ``conformance_play`` for the driver). A failure message
names the property, the engine, the player count, the options, the seed and the step, so the
game can be replayed exactly.

By default each engine gets a budget of fully checked steps (``CONFORMANCE_STEPS``, 1500,
shared by its player counts, at least one whole game per count) so the suite stays around a
minute of CPU for five engines. Soak run, a fixed number of games per player count instead:
``CONFORMANCE_SEEDS=200 .venv/bin/pytest -p no:django -n 2 tests/engines/test_conformance.py``.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines import registry
from games.engines.base import AnyEngine, Engine
from games.engines.bots import BOTS, GreedyBot
from tests.engines.conformance_play import (
    LIGHT,
    Sampling,
    play_checked,
    seeds_for,
    steps_budget_games,
)
from tests.engines.conformance_support import (
    SEEDS,
    SOAK,
    STEP_BUDGET,
    accepted_player_counts,
    all_changed_options,
    check_metadata,
    check_options,
    check_player_bounds,
    check_setup_determinism,
    dumps,
    option_values,
)
from tests.engines.random_play import random_steps

ENGINES: list[AnyEngine] = registry.all_engines()
ENGINE_CASES = [pytest.param(engine, id=engine.slug) for engine in ENGINES]
PLAYER_CASES = [
    pytest.param(engine, players, id=f"{engine.slug}-{players}p")
    for engine in ENGINES
    for players in range(engine.min_players, engine.max_players + 1)
]
OPTION_CASES = [
    pytest.param(engine, name, value, id=f"{engine.slug}-{name}={value}")
    for engine in ENGINES
    for name, value in option_values(engine)
]
#: Games played for their options: a sample of every check, each position's legal actions reused.
OPTION_SAMPLING = Sampling(
    all_actions=0.02, illegal=0.02, round_trip=0.1, views=0.15, simultaneous=0.1, fresh_legal=False
)


def step_budget(engine: AnyEngine, share: float = 1.0) -> int:
    """Fully checked steps for one player count of ``engine`` (unbounded in a soak run)."""
    if SOAK:
        return 10**9
    counts = engine.max_players - engine.min_players + 1
    return int(STEP_BUDGET * share) // counts


# ----- engine-level properties ------------------------------------------------------------------


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_metadata(engine: AnyEngine) -> None:
    check_metadata(engine)
    assert registry.get_engine(engine.slug) is engine


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_options_validation(engine: AnyEngine) -> None:
    check_options(engine)


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_player_count_bounds(engine: AnyEngine) -> None:
    check_player_bounds(engine)


# ----- random games, every player count ---------------------------------------------------------


@pytest.mark.parametrize(("engine", "players"), PLAYER_CASES)
def test_random_games_conform(engine: AnyEngine, players: int) -> None:
    """Every per-step property except the illegal-action probes (tested just below)."""
    games = steps_budget_games(
        engine, players, step_budget(engine), max_games=SEEDS, sampling=Sampling(illegal=0.0)
    )
    assert all(game.outcome is not None for game in games)


@pytest.mark.parametrize(("engine", "players"), PLAYER_CASES)
def test_illegal_actions_are_rejected_cleanly(engine: AnyEngine, players: int) -> None:
    """Wrong seat, malformed, unknown type, garbage fields, other types: IllegalAction, with a
    code, and the state untouched; never another exception (that would be a server error)."""
    sampling = Sampling(
        all_actions=0.0, illegal=0.5, round_trip=0.2, views=0.0, simultaneous=0.0, fresh_legal=False
    )
    steps_budget_games(
        engine, players, step_budget(engine, 0.5), max_games=SEEDS, tag="illegal", sampling=sampling
    )


@pytest.mark.parametrize(("engine", "players"), PLAYER_CASES)
def test_setup_is_a_function_of_the_seed(engine: AnyEngine, players: int) -> None:
    check_setup_determinism(engine, players, None, seeds_for(engine, players, 6, "det"))


@pytest.mark.parametrize(("engine", "name", "value"), OPTION_CASES)
def test_option_values_play_to_the_end(engine: AnyEngine, name: str, value: Any) -> None:
    counts = accepted_player_counts(engine, {name: value})
    assert counts, f"{engine.slug}: option {name}={value!r} is accepted for no player count"
    for i, seed in enumerate(seeds_for(engine, 0, SEEDS // 4 if SOAK else 1, f"opt-{name}")):
        players = counts[i % len(counts)]
        play_checked(engine, players, {name: value}, seed, sampling=OPTION_SAMPLING)


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_all_options_changed_at_once(engine: AnyEngine) -> None:
    """Every option off its default together, at the smallest and largest table accepting it."""
    options = all_changed_options(engine)
    counts = accepted_player_counts(engine, options)
    for players in sorted({min(counts), max(counts)}) if counts else []:
        play_checked(
            engine, players, options, f"allopt-{engine.slug}-{players}-q7", sampling=OPTION_SAMPLING
        )


# ----- bots -------------------------------------------------------------------------------------


BOT_CASES = [
    pytest.param(engine, players, id=f"{engine.slug}-{players}p")
    for engine in ENGINES
    for players in sorted({engine.min_players, engine.max_players})
]


@pytest.mark.parametrize("kind", sorted(BOTS))
@pytest.mark.parametrize(("engine", "players"), BOT_CASES)
def test_bots_play_legal_games_to_the_end(engine: AnyEngine, players: int, kind: str) -> None:
    """Random and greedy bots (through ``bots.bot_action``, so they only get the seat's view)
    play legal actions until the end, at the smallest and largest table."""
    for seed in seeds_for(engine, players, SEEDS // 4 if SOAK else 1, f"bot-{kind}"):
        game = play_checked(engine, players, None, seed, policy=kind, sampling=LIGHT)
        assert game.outcome is not None


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_greedy_bot_decides_from_the_view_alone(engine: AnyEngine) -> None:
    """The greedy bot gets a view, never the state: it must not alter that view, must return one
    of the legal actions given to it, and must be reproducible for the same bot rng."""
    bot = GreedyBot()
    for players in (engine.min_players, engine.max_players):
        seed = f"greedy-view-{engine.slug}-{players}-q7"
        state = engine.setup(players=players, options=None, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while engine.result(state) is None:
            seat = min(engine.to_act(state))
            actions = engine.legal_actions(state, seat)
            view = engine.view(state, seat)
            frozen_view = copy.deepcopy(view)
            frozen_actions = copy.deepcopy(actions)
            choice = bot.choose(engine, view, seat, actions, random.Random(steps))
            view_copy = copy.deepcopy(frozen_view)
            again = bot.choose(engine, view_copy, seat, actions, random.Random(steps))
            assert view == frozen_view, f"{engine.slug}: greedy_action mutated the view"
            assert actions == frozen_actions, f"{engine.slug}: greedy_action mutated the actions"
            assert choice in actions, f"{engine.slug}: greedy chose {choice!r}, not legal"
            assert dumps(choice) == dumps(again), f"{engine.slug}: greedy is not reproducible"
            state, _ = engine.apply(state, seat, rng.choice(actions))
            steps += 1
            assert steps <= engine.max_actions(players, engine.validate_options(None, players))


# ----- Hypothesis: arbitrary seeds, player counts and game prefixes -----------------------------


@pytest.mark.parametrize("engine", ENGINE_CASES)
@settings(
    max_examples=12,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(data=st.data())
def test_any_seed_and_prefix_round_trips_and_replays(engine: AnyEngine, data: Any) -> None:
    players = data.draw(st.integers(engine.min_players, engine.max_players), label="players")
    seed = "hyp-" + data.draw(st.binary(min_size=8, max_size=16), label="seed").hex()
    steps = data.draw(st.integers(0, 80), label="steps")
    bot_seed = data.draw(st.integers(0, 2**16), label="bot_seed")
    play_checked(
        engine,
        players,
        None,
        seed,
        bot_seed=bot_seed,
        max_steps=steps,
        sampling=Sampling(
            all_actions=0.0, illegal=0.1, round_trip=0.2, views=0.2, fresh_legal=False
        ),
    )


# ----- the replay's full view -------------------------------------------------------------------


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_full_view_is_the_spectator_view_plus_every_seats_own_part(engine: AnyEngine) -> None:
    """A replay shows ``full_view``: exactly what a spectator sees, and each seat's private part
    exactly as that seat's own view has it (nothing invented, nothing missing)."""
    players = engine.max_players
    state = engine.setup(players=players, options=None, seed=f"full-view-{engine.slug}")
    rng = random.Random(engine.slug)
    for _step in range(40):
        full = engine.full_view(state)
        spectator = engine.view(state, None)
        assert {k: v for k, v in full.items() if k != "private"} == spectator
        assert full["private"] == [engine.view(state, s)["you"] for s in range(players)]
        if engine.result(state) is not None:
            break
        seat = min(engine.to_act(state))
        state, _events = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))


@pytest.mark.parametrize(("engine", "players"), BOT_CASES)
def test_a_named_decision_is_untouched_by_the_other_seats_moves(
    engine: AnyEngine, players: int
) -> None:
    """Where ``decision`` names the same decision for a seat before and after another seat's
    move, that seat's legal actions are the same: the move path accepts its move chosen
    before (a simultaneous step), so nothing the other seat did may have changed it."""
    rng = random.Random(f"decision-{engine.slug}-{players}")
    options = engine.validate_options(None, players)
    named = 0
    for seed in seeds_for(engine, players, 3, "decision"):
        start = engine.setup(players=players, options=options, seed=seed)
        for step in random_steps(engine, start, rng):
            state, mover, after = step.before, step.seat, step.after
            for other in engine.to_act(state) - {mover}:
                name = engine.decision(state, other)
                if name is not None and name == engine.decision(after, other):
                    named += 1
                    assert other in engine.to_act(after), (seed, other)
                    assert engine.legal_actions(after, other) == engine.legal_actions(
                        state, other
                    ), (seed, other, name)
    if type(engine).decision is not Engine.decision and players > 1:
        assert named > 0, "an engine that names decisions names some in a game of several"
