"""API benchmark (not a test): move POST throughput and latency against Daphne + PostgreSQL.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/api.py [--clients 16] [--seconds 20]

It creates a throwaway database ``<name>_bench`` next to the one in DATABASE_URL, starts the
web server as deployed (``config.web``: ``--processes`` Daphne processes, default two per core)
on a free port, and runs three phases with the same number of concurrent keep-alive clients:
(1) ``GET /api/ping``, a bare Django JSON view; (2) ``POST .../moves/`` back to back on Hachi
games, each client owning its own game and both of its seats' tokens, choosing random legal
actions that it tracks with a local copy of the engine (so every request is a move), with an
Idempotency-Key as a careful client sends; (3) the same on fresh games, paced: together the
clients send ``--rate`` moves per second (default: half of phase 2's throughput), each on its
own schedule, and latency counts from the scheduled send time. Phases 1 and 2 saturate the
server, so their latencies are queueing (clients / throughput); phase 3 is the latency a
client sees on a server that is busy but not overloaded.
Target (issue 7): move POST throughput >= 50 % of the bare view, p99 < 60 ms at 16 clients.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.profiler import Profiler, daphne_pids
from bench.support import ROOT, bench_environment, cpu_seconds, percentile, web_server
from config.web import default_processes


class Client(threading.Thread):
    def __init__(self, port: int, work: object, deadline: float) -> None:
        super().__init__(daemon=True)
        self.port, self.work, self.deadline = port, work, deadline
        self.latencies: list[float] = []
        self.errors = 0

    def request(
        self,
        conn: http.client.HTTPConnection,
        method: str,
        path: str,
        since: float | None = None,
        **kw: object,
    ) -> int:
        """One request; its latency counts from ``since`` (a paced send's scheduled time, so
        a send held up by a slow server still counts the wait) or from now."""
        start = time.perf_counter() if since is None else since
        conn.request(method, path, **kw)  # type: ignore[arg-type]
        response = conn.getresponse()
        response.read()
        self.latencies.append(time.perf_counter() - start)
        return response.status

    def run(self) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        self.work(self, conn)  # type: ignore[operator]
        conn.close()


def make_get_work(path: str):  # type: ignore[no-untyped-def]
    """A client sending plain GETs of ``path`` back to back, each expected to be a 200."""

    def work(client: Client, conn: http.client.HTTPConnection) -> None:
        while time.perf_counter() < client.deadline:
            if client.request(conn, "GET", path) != 200:
                client.errors += 1

    return work


ping_work = make_get_work("/api/ping")


def make_read_work(path: str, token: str, *, conditional: bool = False):  # type: ignore[no-untyped-def]
    """A client polling ``path`` back to back; ``conditional``: with the ``If-None-Match`` of
    its first answer, so every later answer is a 304."""

    def work(client: Client, conn: http.client.HTTPConnection) -> None:
        headers = {"Authorization": f"Token {token}"}
        if conditional:
            conn.request("GET", path, headers=headers)
            first = conn.getresponse()
            first.read()
            headers["If-None-Match"] = first.getheader("ETag") or ""
        expected = 304 if conditional else 200
        while time.perf_counter() < client.deadline:
            if client.request(conn, "GET", path, headers=headers) != expected:
                client.errors += 1

    return work


def make_move_work(game: dict[str, object], interval: float | None = None):  # type: ignore[no-untyped-def]
    """A client playing its own game: back to back, or one move every ``interval`` seconds
    (open loop: the schedule does not wait for the answers)."""
    from games.engines.registry import get_engine

    engine = get_engine("hachi")
    state = engine.setup(players=2, options=game["options"], seed=game["seed"])  # type: ignore[arg-type]
    rng = random.Random(int(game["id"]))  # type: ignore[call-overload]

    def work(client: Client, conn: http.client.HTTPConnection) -> None:
        nonlocal state
        version = 0
        scheduled = time.perf_counter() + rng.uniform(0, interval or 0)
        while time.perf_counter() < client.deadline and engine.result(state) is None:
            since = None
            if interval is not None:
                time.sleep(max(0.0, scheduled - time.perf_counter()))
                since, scheduled = scheduled, scheduled + interval
            seat = min(engine.to_act(state))
            action = rng.choice(engine.legal_actions(state, seat))
            body = json.dumps({"action": action, "expected_version": version})
            headers = {
                "Authorization": f"Token {game['tokens'][seat]}",  # type: ignore[index]
                "Content-Type": "application/json",
                "Idempotency-Key": f"{game['id']}-{version}",
            }
            path = f"/api/v1/games/{game['id']}/moves/"
            status = client.request(conn, "POST", path, since, body=body, headers=headers)
            if status != 201:
                client.errors += 1
                return
            state, _ = engine.apply(state, seat, action)
            version += 1

    return work


def run_phase(
    port: int, clients: int, seconds: float, works: list[object], servers: list[int] | None = None
) -> dict[str, float]:
    """One phase; ``cpu_ms``: the server processes' own CPU per request (from /proc), which
    the clients' share of the machine does not blur (``servers``: config.web's by default)."""
    servers = daphne_pids(port) if servers is None else servers
    used = sum(cpu_seconds(pid) for pid in servers)
    deadline = time.perf_counter() + seconds
    threads = [Client(port, works[i % len(works)], deadline) for i in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    latencies = [lat for t in threads for lat in t.latencies]
    used = sum(cpu_seconds(pid) for pid in servers) - used
    return {
        "cpu_ms": 1000 * used / max(1, len(latencies)),
        "requests": len(latencies),
        "errors": sum(t.errors for t in threads),
        "rps": len(latencies) / elapsed,
        "p50_ms": statistics.median(latencies) * 1000,
        "p99_ms": percentile(latencies, 0.99) * 1000,
    }


def setup_games(count: int) -> list[dict[str, object]]:
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from accounts.services import token_create
    from games import services

    users = get_user_model().objects
    games = []
    for i in range(count):
        a = users.create_user(f"bench-a{i}", password="x" * 12)
        b = users.create_user(f"bench-b{i}", password="x" * 12)
        game = services.game_create(creator=a, game_type="hachi", seats=2)
        game = services.seat_join(game_id=game.pk, user=b).game
        tokens = [token_create(user=a)[1], token_create(user=b)[1]]
        games.append({"id": game.pk, "seed": game.seed, "options": game.options, "tokens": tokens})
    return games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument(
        "--processes", type=int, default=default_processes(), help="Daphne processes (config.web)"
    )
    parser.add_argument(
        "--profile",
        type=Path,
        help="record py-spy flame graphs (SVG) of the first Daphne process into this folder",
    )
    parser.add_argument(
        "--rate",
        type=float,
        default=0.0,
        help="moves/s in all for the paced phase (default: half the back-to-back throughput)",
    )
    args = parser.parse_args()

    # It measures the server's capacity: each client moves several times a second, past the
    # per-account limits a player meets, and all from one address (README, "Accounts and
    # limits"). Lifted here, they still cost each request their Redis round trip.
    kinds = ("MOVE", "WRITE", "READ", "MOVE_ADDRESS", "WRITE_ADDRESS", "READ_ADDRESS")
    lifted = {f"THROTTLE_{kind}": "1000000/min" for kind in kinds}
    env = bench_environment(suffix="bench", REDIS_KEY_PREFIX="bench", **lifted)
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "collectstatic", "--no-input", "-v0"], cwd=ROOT, env=env, check=True)
    games = setup_games(2 * args.clients)  # fresh games for the paced phase

    with web_server(env=env, processes=args.processes) as port:
        profiler = Profiler(port, args.profile)
        run_phase(port, args.clients, 2, [ping_work])  # warm-up
        bare = run_phase(port, args.clients, args.seconds, [ping_work])
        readers = games[: args.clients]
        game_path = "/api/v1/games/{}/"
        works = [make_read_work(game_path.format(g["id"]), g["tokens"][0]) for g in readers]  # type: ignore[index]
        with profiler.record("get-game", args.seconds):
            game_get = run_phase(port, args.clients, args.seconds, works)
        works = [make_read_work("/api/v1/me/turns/", g["tokens"][0]) for g in readers]  # type: ignore[index]
        turns = run_phase(port, args.clients, args.seconds, works)
        works = [
            make_read_work(game_path.format(g["id"]), g["tokens"][0], conditional=True)  # type: ignore[index]
            for g in readers
        ]
        not_modified = run_phase(port, args.clients, args.seconds, works)
        works = [make_move_work(g) for g in games[: args.clients]]
        with profiler.record("move-post", args.seconds):
            moves = run_phase(port, args.clients, args.seconds, works)
        rate = args.rate or round(moves["rps"] / 2, 1)
        paced_games = games[args.clients :]
        works = [make_move_work(g, interval=args.clients / rate) for g in paced_games]
        paced = run_phase(port, args.clients, args.seconds, works)

    print(
        f"{args.clients} concurrent clients, {args.seconds:.0f} s per phase, "
        f"{args.processes} Daphne process(es)"
    )
    print(
        f"{'endpoint':<28}{'requests':>10}{'errors':>8}{'req/s':>10}{'p50 ms':>9}{'p99 ms':>9}"
        f"{'server CPU/req':>16}"
    )
    rows = (
        ("GET /api/ping (bare view)", bare),
        ("GET /api/v1/games/{id}/", game_get),
        ("GET /api/v1/me/turns/", turns),
        ("GET game, 304", not_modified),
        ("POST .../moves/", moves),
        (f"POST, paced {rate:g}/s", paced),
    )
    for name, row in rows:
        print(
            f"{name:<28}{row['requests']:>10.0f}{row['errors']:>8.0f}{row['rps']:>10.1f}"
            f"{row['p50_ms']:>9.1f}{row['p99_ms']:>9.1f}{row['cpu_ms']:>13.2f} ms"
        )
    for name, row, target in (
        ("move POST", moves, 0.50),
        ("GET game", game_get, 0.70),
        ("GET /me/turns/", turns, 0.60),
        ("GET game 304", not_modified, 0.85),
    ):
        ratio = row["rps"] / bare["rps"]
        print(f"{name} / bare view = {ratio:.0%} (target {target:.0%})")
    print(
        f"paced: {args.clients} clients sending {rate:g} moves/s in all (open loop, latency "
        "from each send's scheduled time)"
    )


if __name__ == "__main__":
    main()
