"""The floor under the API's throughput ratios (a benchmark, not a test).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python -m bench.floor.run [--clients 16] [--seconds 15]

Issue 18 asks for ratios to the bare view (``/api/ping``): a game read at 70 %, a 304 at 85 %,
a move at 50 %. This measures what the least possible endpoint gets, next to the real ones, on
one Daphne process with the same middleware (bench/floor/views.py: only the rate limit's Redis
round trip, one SELECT, one locked write and a doorbell), and what a raw async path with no
Django at all gets (bench/floor/asgi.py). For each phase: requests per second, the ratio to the
bare view, and the server process's own CPU per request (from /proc, so the clients' share of
the machine does not count).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from bench.api import make_get_work, make_move_work, make_read_work, run_phase, setup_games
from bench.support import ROOT, bench_environment, free_port, serving


@contextmanager
def daphne(env: dict[str, str]) -> Iterator[tuple[int, int]]:
    """One Daphne process serving bench/floor/asgi.py, as config.web starts each child."""
    port = free_port()
    command = [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port)]
    command += ["--verbosity", "0", "bench.floor.asgi:application"]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    with serving(server, port):
        yield port, server.pid


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=15.0)
    args = parser.parse_args()

    kinds = ("MOVE", "WRITE", "READ", "MOVE_ADDRESS", "WRITE_ADDRESS", "READ_ADDRESS")
    lifted = {f"THROTTLE_{kind}": "1000000/min" for kind in kinds}
    env = bench_environment(suffix="floor", REDIS_KEY_PREFIX="floor", **lifted)
    env["DJANGO_SETTINGS_MODULE"] = "bench.floor.settings"
    games = setup_games(args.clients)
    game_path = "/api/v1/games/{}/"
    phases: list[tuple[str, list[object]]] = [
        ("GET /api/ping (bare view)", [make_get_work("/api/ping")]),
        ("floor: limit", [make_get_work("/api/floor/limit")]),
        ("floor: limit + SELECT", [make_get_work("/api/floor/limit-select")]),
        (
            "GET game (real)",
            [make_read_work(game_path.format(g["id"]), g["tokens"][0]) for g in games],
        ),  # type: ignore[index]
        (
            "GET game 304 (real)",
            [
                make_read_work(game_path.format(g["id"]), g["tokens"][0], conditional=True)  # type: ignore[index]
                for g in games
            ],
        ),
        ("floor: limit + locked write + doorbell", [make_get_work("/api/floor/limit-write")]),
        ("POST move (real)", [make_move_work(g) for g in games]),
        ("raw async: no Django", [make_get_work("/floor/async-ping")]),
        ("raw async: limit + SELECT", [make_get_work("/floor/async-limit-select")]),
    ]
    rows = []
    with daphne(env) as (port, pid):
        run_phase(port, args.clients, 2, [make_get_work("/api/ping")])  # warm-up
        run_phase(port, args.clients, 2, [make_get_work("/floor/async-limit-select")])
        for name, works in phases:
            rows.append((name, run_phase(port, args.clients, args.seconds, works, [pid])))
    bare = rows[0][1]
    print(f"{args.clients} clients, {args.seconds:.0f} s per phase, one Daphne process")
    print(f"{'phase':<42}{'req/s':>8}{'ratio':>8}{'errors':>8}{'server CPU/req':>16}")
    for name, row in rows:
        ratio = row["rps"] / bare["rps"]
        print(
            f"{name:<42}{row['rps']:>8.1f}{ratio:>8.0%}{row['errors']:>8.0f}"
            f"{row['cpu_ms']:>13.2f} ms"
        )


if __name__ == "__main__":
    main()
