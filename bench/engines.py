"""Engine benchmark (not a test): speed of every registered engine on one core.

    .venv/bin/python bench/engines.py [--seconds 3] [--players 4] [slug ...]

For each engine, at a typical player count, random legal games are played for ``--seconds``:

* **games/s**: whole random games (setup, to_act, legal_actions, apply, result) per second;
* **steps/s**: engine steps per second, a step being ``legal_actions`` + ``apply`` for the seat
  that moves (only those two calls are timed);
* **replay 300**: time to rebuild a state from the seed and a 300-action log with
  ``engine.replay`` (the best of several runs; a game shorter than 300 actions is replayed whole
  and the time scaled to 300 actions);
* **view**: mean time of one ``view(state, seat)`` call over the states of a game (every request
  of the site renders views, so this is reported even though it has no target).

Targets (design §3 / the engine brief): **>= 20,000 steps/s** and **replay of 300 actions < 20 ms**.
All times are CPU time of this process (``time.process_time``), so a busy machine does not
distort them much; the process also pins itself to one CPU where the OS allows it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.engines import registry  # noqa: E402
from games.engines.base import AnyEngine  # noqa: E402

STEPS_TARGET = 20_000
REPLAY_TARGET_MS = 20.0
REPLAY_ACTIONS = 300
#: A typical table per game; others use their minimum (at least 2 where allowed).
TYPICAL_PLAYERS = {"hachi-hachi": 3, "hachi": 2, "hachi-train": 4, "take-the-train": 4}


def typical_players(engine: AnyEngine, override: int | None) -> int:
    wanted = override or TYPICAL_PLAYERS.get(engine.slug, max(2, engine.min_players))
    return min(max(wanted, engine.min_players), engine.max_players)


def play_random_game(
    engine: AnyEngine, players: int, seed: str, rng: random.Random
) -> tuple[list[tuple[int, Mapping[str, Any]]], float]:
    """One random game; returns its move log and the time spent in legal_actions + apply."""
    state = engine.setup(players=players, options=None, seed=seed)
    moves: list[tuple[int, Mapping[str, Any]]] = []
    timed = 0.0
    clock = time.process_time
    while engine.result(state) is None:
        seat = min(engine.to_act(state))
        start = clock()
        actions = engine.legal_actions(state, seat)
        action = actions[rng.randrange(len(actions))]
        state, _events = engine.apply(state, seat, action)
        timed += clock() - start
        moves.append((seat, action))
    return moves, timed


def time_replay(engine: AnyEngine, players: int, seed: str, moves: list[Any]) -> float:
    """Milliseconds to replay ``REPLAY_ACTIONS`` actions (scaled if the log is shorter)."""
    log = moves[:REPLAY_ACTIONS]
    runs = []
    for _ in range(7):
        start = time.process_time()
        engine.replay(players=players, options=None, seed=seed, moves=log)
        runs.append(time.process_time() - start)
    return min(runs) * 1000 * REPLAY_ACTIONS / max(1, len(log))


def time_views(engine: AnyEngine, players: int, seed: str, moves: list[Any]) -> float:
    """Mean microseconds of one view call, over every seat and the spectator, along a game."""
    state = engine.setup(players=players, options=None, seed=seed)
    viewers: list[int | None] = [*range(players), None]
    calls, spent = 0, 0.0
    for index, (seat, action) in enumerate(moves):
        if index % 5 == 0:
            start = time.process_time()
            for viewer in viewers:
                engine.view(state, viewer)
            spent += time.process_time() - start
            calls += len(viewers)
        state, _ = engine.apply(state, seat, action)
    return spent / max(1, calls) * 1e6


def bench_engine(engine: AnyEngine, players: int, seconds: float) -> dict[str, Any]:
    rng = random.Random(f"bench-{engine.slug}")
    games, steps, step_time = 0, 0, 0.0
    logs: list[tuple[str, list[Any]]] = []
    started = time.process_time()
    while games == 0 or time.process_time() - started < seconds:
        seed = f"bench-{engine.slug}-{games}"
        moves, timed = play_random_game(engine, players, seed, rng)
        games += 1
        steps += len(moves)
        step_time += timed
        if len(logs) < 20:
            logs.append((seed, moves))
    spent = time.process_time() - started
    long_enough = [log for log in logs if len(log[1]) >= REPLAY_ACTIONS]
    seed, moves = long_enough[0] if long_enough else max(logs, key=lambda log: len(log[1]))
    return {
        "engine": engine.slug,
        "players": players,
        "games_per_s": games / spent,
        "steps_per_s": steps / step_time if step_time else float("inf"),
        "steps_per_game": statistics.mean(len(m) for _, m in logs),
        "replay_ms": time_replay(engine, players, seed, moves),
        "replay_log": len(moves),
        "view_us": time_views(engine, players, seed, moves),
    }


def pin_to_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        try:
            cpu = min(os.sched_getaffinity(0))
            os.sched_setaffinity(0, {cpu})
            return f"pinned to CPU {cpu}"
        except OSError:
            pass
    return "not pinned"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slugs", nargs="*", help="engines to run (default: all registered)")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play per engine")
    parser.add_argument("--players", type=int, default=None, help="player count override")
    args = parser.parse_args(argv)
    engines = [registry.get_engine(s) for s in args.slugs] or registry.all_engines()
    print(f"Python {sys.version.split()[0]}, {pin_to_one_core()}; {args.seconds:g} s per engine")
    header = (
        f"{'engine':<16}{'players':>8}{'games/s':>10}{'steps/s':>11}{'steps/game':>12}"
        f"{'replay 300':>12}{'view':>10}  targets"
    )
    print(header)
    print("-" * len(header))
    failed = False
    for engine in engines:
        row = bench_engine(engine, typical_players(engine, args.players), args.seconds)
        ok_steps = row["steps_per_s"] >= STEPS_TARGET
        ok_replay = row["replay_ms"] < REPLAY_TARGET_MS
        failed |= not (ok_steps and ok_replay)
        scaled = "" if row["replay_log"] >= REPLAY_ACTIONS else f" (from {row['replay_log']})"
        print(
            f"{row['engine']:<16}{row['players']:>8}{row['games_per_s']:>10.1f}"
            f"{row['steps_per_s']:>11,.0f}{row['steps_per_game']:>12.0f}"
            f"{row['replay_ms']:>9.1f} ms{row['view_us']:>7.0f} us  "
            f"steps {'ok' if ok_steps else 'SLOW'}, replay {'ok' if ok_replay else 'SLOW'}"
            f"{scaled}"
        )
    print(f"targets: >= {STEPS_TARGET:,} steps/s, replay of {REPLAY_ACTIONS} actions < 20 ms")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
