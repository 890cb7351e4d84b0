"""Scale-out benchmark (not a test): several web "nodes", two Celery workers and one beat over
one PostgreSQL and one Redis, players of one game on different nodes.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/cluster.py [--nodes 1 2 3] [--games 60] [--seconds 20] [--kill]

Each node is a separate ``python -m config.web`` on its own port (``--processes`` Daphne
processes each), as separate machines would be; the workers and beat run as deployed. For each
node count the benchmark plays ``--games`` Hachi games with both seats on different nodes: seat
0's socket and POSTs on node ``g % n``, seat 1's on the next node, a spectator on a third. A
move's latency is its POST; a push's is the new view reaching the sockets on the OTHER nodes
(through the Redis channel layer) after the POST's answer.

``--kill``: on the largest node count, node 0 is killed (SIGKILL) halfway through. Its clients
reconnect to another node (a ``hello`` with the last version, so nothing is missed) and carry on;
a move whose answer was lost with the node is retried with the same Idempotency-Key. At the end
``manage.py audit_games`` must be clean and every answered move must be in the database.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.live import Http
from bench.support import ROOT, bench_environment, children_of, free_port, percentile

WAIT = 15.0
START_SECONDS = 90


@contextlib.contextmanager
def cluster(
    env: dict[str, str], nodes: int, processes: int
) -> Iterator[list[subprocess.Popen[bytes]]]:
    """``nodes`` web nodes (ports in ``env``-independent order), 2 workers and beat."""
    ports = [free_port() for _ in range(nodes)]
    quiet = {"cwd": ROOT, "env": env, "stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    web_command = [sys.executable, "-m", "config.web", "--processes", str(processes), "--port"]
    web = [subprocess.Popen([*web_command, str(port)], **quiet) for port in ports]
    celery = [sys.executable, "-m", "celery", "-A", "config"]
    worker = [*celery, "worker", "--concurrency", "1", "-l", "WARNING", "--hostname"]
    background = [subprocess.Popen([*worker, f"bench-{i}@%h"], **quiet) for i in range(2)]
    schedule = Path(env.get("VAR_DIR", ROOT / "var")) / f"bench-beat-{os.getpid()}"
    beat = [*celery, "beat", "-l", "WARNING", "--schedule", str(schedule)]
    background.append(subprocess.Popen(beat, **quiet))
    try:
        deadline = time.monotonic() + START_SECONDS
        for port in ports:
            while not _listening(port):
                if time.monotonic() > deadline:
                    sys.exit("a web node did not start")
                time.sleep(0.2)
        for process, port in zip(web, ports, strict=True):
            process.port = port  # type: ignore[attr-defined]
        yield web
    finally:
        for process in [*web, *background]:
            if process.poll() is None:
                process.terminate()
        for process in [*web, *background]:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=30)


def _listening(port: int) -> bool:
    """The node answers (its port is bound before its Daphne processes are up)."""
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        connection.request("GET", "/api/ping")
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


class Node:
    """The nodes a client may use: it tries its own first, then the others."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.dead: set[int] = set()

    def order(self, first: int) -> list[int]:
        ranked = self.ports[first % len(self.ports) :] + self.ports[: first % len(self.ports)]
        return [port for port in ranked if port not in self.dead]


class Table:
    """One game: seat sockets and a spectator on different nodes, a driver that moves."""

    def __init__(self, game: dict[str, Any], nodes: Node, index: int) -> None:
        from games.engines.registry import get_engine

        self.game, self.nodes, self.index = game, nodes, index
        self.rng = random.Random(game["id"])
        self.engine = get_engine("hachi")
        self.state = self.engine.setup(players=2, options=game["options"], seed=game["seed"])
        self.version = 0
        self.latest = [0, 0, 0]
        self.changed = asyncio.Condition()
        self.answered: dict[int, tuple[float, int]] = {}  # version -> (time, node index)
        self.arrivals: list[tuple[int, int, float]] = []  # version, node index, time
        self.posts: list[float] = []
        self.http: dict[int, Http] = {}  # a keep-alive connection per node
        self.retries = 0
        self.reconnects = 0
        self.missed = 0

    async def watch(self, slot: int, seat: int | None) -> None:
        """A socket on node ``index + slot``; on a lost connection, the next node with a
        ``hello`` of the last version seen (so nothing is missed)."""
        import websockets

        token = self.game["tokens"][seat] if seat is not None else None
        query = f"?token={token}" if token else ""
        while True:
            for port in self.nodes.order(self.index + slot):
                url = f"ws://127.0.0.1:{port}/ws/games/{self.game['id']}/{query}"
                try:
                    async with websockets.connect(url, max_size=2**22) as ws:
                        hello = {"type": "hello", "version": self.latest[slot]}
                        await ws.send(json.dumps(hello))
                        async for raw in ws:
                            message = json.loads(raw)
                            if message["type"] != "game.state":
                                continue
                            version = message["game"]["version"]
                            node = self.nodes.ports.index(port)
                            self.arrivals.append((version, node, time.perf_counter()))
                            async with self.changed:
                                self.latest[slot] = max(self.latest[slot], version)
                                self.changed.notify_all()
                except (OSError, websockets.exceptions.WebSocketException) as error:
                    if self.reconnects == 0:
                        print(f"socket on {port}: {error!r}", file=sys.stderr)
                    self.reconnects += 1
                    await asyncio.sleep(0.2)
            await asyncio.sleep(0.2)  # every node refused: try them again

    async def play(self, deadline: float, think: float) -> None:
        await asyncio.sleep(self.rng.uniform(0, think))
        while time.perf_counter() < deadline and self.engine.result(self.state) is None:
            seat = min(self.engine.to_act(self.state))
            action = self.rng.choice(self.engine.legal_actions(self.state, seat))
            body = {"action": action, "expected_version": self.version}
            headers = {
                "Authorization": f"Token {self.game['tokens'][seat]}",
                "Idempotency-Key": str(uuid.uuid4()),
            }
            path = f"/api/v1/games/{self.game['id']}/moves/"
            sent = time.perf_counter()
            status, node = await self._post(path, body, headers, slot=seat)
            if status != 201:
                print(f"game {self.game['id']}: move answered {status}", file=sys.stderr)
                return
            answered = time.perf_counter()
            self.posts.append(answered - sent)
            self.state, _ = self.engine.apply(self.state, seat, action)
            self.version += 1
            self.answered[self.version] = (answered, node)
            try:
                async with self.changed:
                    await asyncio.wait_for(
                        self.changed.wait_for(lambda: min(self.latest) >= self.version), WAIT
                    )
            except TimeoutError:
                self.missed += 1
            await asyncio.sleep(self.rng.uniform(0, 2 * think))

    async def _post(
        self, path: str, body: dict[str, Any], headers: dict[str, str], *, slot: int
    ) -> tuple[int, int]:
        """POST on the seat's node, or the next live one; the same key on a retry."""
        for attempt in range(6):
            for port in self.nodes.order(self.index + slot):
                http = self.http.setdefault(port, Http(port))
                try:
                    status = await http.post(path, body, headers)
                    return status, self.nodes.ports.index(port)
                except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
                    self.http.pop(port, None)
                    self.retries += 1
            await asyncio.sleep(0.2 * (attempt + 1))
        return 0, -1

    def push_latencies(self) -> list[float]:
        """New view on a socket of another node than the one that answered the move."""
        values = []
        for version, node, arrived in self.arrivals:
            if version in self.answered and node != self.answered[version][1]:
                values.append(max(0.0, arrived - self.answered[version][0]))
        return values


async def run(
    games: list[dict[str, Any]],
    ports: list[int],
    seconds: float,
    think: float,
    kill: subprocess.Popen[bytes] | None,
) -> list[Table]:
    nodes = Node(ports)
    tables = [Table(game, nodes, i) for i, game in enumerate(games)]
    # Seat 0 on the table's node, seat 1 on the next, the spectator on the one after.
    watchers = [
        asyncio.create_task(t.watch(slot, seat))
        for t in tables
        for slot, seat in ((0, 0), (1, 1), (2, None))
    ]
    deadline = time.perf_counter() + seconds
    if kill is not None:
        asyncio.get_running_loop().call_later(seconds / 2, _kill, kill, nodes)
    await asyncio.gather(*(t.play(deadline, think) for t in tables))
    for task in watchers:
        task.cancel()
    await asyncio.gather(*watchers, return_exceptions=True)
    return tables


def _kill(process: subprocess.Popen[bytes], nodes: Node) -> None:
    # The whole node: config.web and its Daphne children (they stop when it dies anyway).
    for pid in children_of(process.pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    process.kill()
    nodes.dead.add(process.port)  # type: ignore[attr-defined]
    print(f"killed the node on port {process.port}", file=sys.stderr)  # type: ignore[attr-defined]


def report(nodes: int, tables: list[Table], seconds: float) -> dict[str, float]:
    posts = [p for t in tables for p in t.posts]
    pushes = [p for t in tables for p in t.push_latencies()]
    moves = len(posts)
    figures = {
        "nodes": nodes,
        "moves_per_s": moves / seconds,
        "post_p50_ms": statistics.median(posts) * 1000 if posts else 0.0,
        "post_p99_ms": percentile(posts, 0.99) * 1000 if posts else 0.0,
        "push_p50_ms": statistics.median(pushes) * 1000 if pushes else 0.0,
        "push_p99_ms": percentile(pushes, 0.99) * 1000 if pushes else 0.0,
        "missed": sum(t.missed for t in tables),
        "retries": sum(t.retries for t in tables),
        "reconnects": sum(t.reconnects for t in tables),
    }
    print(
        f"{nodes} node(s): {moves} moves ({figures['moves_per_s']:.1f}/s), "
        f"POST p50 {figures['post_p50_ms']:.1f} ms p99 {figures['post_p99_ms']:.1f} ms; "
        f"push to other nodes p50 {figures['push_p50_ms']:.1f} ms p99 "
        f"{figures['push_p99_ms']:.1f} ms; views missing after {WAIT:.0f} s: {figures['missed']}, "
        f"POST retries {figures['retries']}, socket reconnects {figures['reconnects']}"
    )
    return figures


def audit(env: dict[str, str], tables: list[Table]) -> None:
    """audit_games clean, and every answered move in the database."""
    done = subprocess.run(
        [sys.executable, "manage.py", "audit_games"], cwd=ROOT, env=env, capture_output=True,
        text=True,
    )  # fmt: skip
    print(done.stdout.strip() or done.stderr.strip())
    from games.models import Game

    versions = dict(
        Game.objects.filter(pk__in=[t.game["id"] for t in tables]).values_list("pk", "version")
    )
    lost = [t.game["id"] for t in tables if versions[t.game["id"]] < t.version]
    print(f"answered moves missing from the database: {len(lost)} games {lost[:5]}")
    if done.returncode != 0 or lost:
        sys.exit(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nodes", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--processes", type=int, default=1, help="Daphne processes per node")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.0, help="mean pause between moves (s)")
    parser.add_argument("--kill", action="store_true", help="kill node 0 halfway (largest run)")
    args = parser.parse_args()

    kinds = ("MOVE_ADDRESS", "WRITE_ADDRESS", "READ_ADDRESS")
    lifted = {f"THROTTLE_{kind}": "1000000/min" for kind in kinds}
    env = bench_environment(suffix="bench_cluster", REDIS_KEY_PREFIX="bench-cluster", **lifted)
    import django

    django.setup()
    results = []
    for count in args.nodes:
        games = setup_games(args.games, count)
        with cluster(env, count, args.processes) as web:
            ports = [p.port for p in web]  # type: ignore[attr-defined]
            victim = web[0] if args.kill and count == max(args.nodes) and count > 1 else None
            tables = asyncio.run(run(games, ports, args.seconds, args.think, victim))
        results.append(report(count, tables, args.seconds))
        audit(env, tables)
    print(json.dumps(results))


def setup_games(count: int, run: int) -> list[dict[str, Any]]:
    """``count`` two-player Hachi games of 12 rounds (longer than any run), new players."""
    from django.contrib.auth import get_user_model

    from accounts.services import token_create
    from games import services

    users = get_user_model().objects
    games = []
    for i in range(count):
        a = users.create_user(f"c{run}-a{i}")  # no password: Argon2 would dominate the set-up
        b = users.create_user(f"c{run}-b{i}")
        options = {"match_mode": "fixed", "rounds": 12}
        game = services.game_create(creator=a, game_type="hachi", seats=2, options=options)
        game = services.seat_join(game_id=game.pk, user=b).game
        tokens = [token_create(user=a)[1], token_create(user=b)[1]]
        games.append({"id": game.pk, "seed": game.seed, "options": game.options, "tokens": tokens})
    return games


if __name__ == "__main__":
    main()
