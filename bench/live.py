"""Live-update benchmark (not a test): move POST answered -> the other sockets have the new view.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/live.py [--games 100] [--seconds 20]

It creates a throwaway database ``<name>_bench_live`` next to the one in DATABASE_URL, starts
the web server as deployed (``config.web``: ``--processes`` Daphne processes, default two per
core) on a free port and plays ``--games`` Hachi games at once. Each game has four
sockets on ``/ws/games/{id}/``: both seats (token in the query), seat 1 a second time (token in
the header, a second tab) and an anonymous spectator. Each game's driver POSTs a random legal
move (tracking the state with a local copy of the engine), notes when the 201 answer arrived,
and waits until every socket has a ``game.state`` with the new version, then "thinks" (a random
pause, mean ``--think`` seconds) before the next move; ``--think 0`` saturates the server.
Latency = arrival of the new view on a socket not held by the mover's seat - arrival of the
POST answer (negative when the push beat the answer; counted as 0 and reported).
Target (the live-updates issue): p50 < 30 ms, p99 < 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import bench_environment, percentile, web_server
from config.web import default_processes

WAIT = 15.0


def setup_games(count: int) -> list[dict[str, Any]]:
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from accounts.services import token_create
    from games import services

    users = get_user_model().objects
    games = []
    for i in range(count):
        a = users.create_user(f"live-a{i}")  # no password: Argon2 would dominate the set-up
        b = users.create_user(f"live-b{i}")
        game = services.game_create(creator=a, game_type="hachi", seats=2)
        game = services.seat_join(game_id=game.pk, user=b).game
        tokens = [token_create(user=a)[1], token_create(user=b)[1]]
        games.append({"id": game.pk, "seed": game.seed, "options": game.options, "tokens": tokens})
    return games


class Http:
    """A minimal keep-alive HTTP/1.1 client on asyncio streams (JSON bodies only)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def post(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> int:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        assert self.reader is not None
        data = json.dumps(body).encode()
        head = [f"POST {path} HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json"]
        head += [f"Content-Length: {len(data)}", *(f"{k}: {v}" for k, v in headers.items())]
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        status = int((await self.reader.readline()).split()[1])
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        await self.reader.readexactly(length)
        return status


class Table:
    def __init__(self, game: dict[str, Any], port: int, rng: random.Random) -> None:
        from games.engines.registry import get_engine

        self.game, self.port, self.rng = game, port, rng
        self.engine = get_engine("hachi")
        self.state = self.engine.setup(players=2, options=game["options"], seed=game["seed"])
        self.version = 0
        self.sockets: list[tuple[int | None, Any]] = []  # (seat or None, websocket)
        self.latest: list[int] = []
        self.changed = asyncio.Condition()
        self.answered: dict[int, float] = {}
        self.mover: dict[int, int] = {}
        self.arrivals: list[tuple[int, int | None, float]] = []  # version, socket seat, time
        self.post_latencies: list[float] = []
        self.errors = 0
        self.missed = 0  # moves whose new view had not reached every socket after WAIT

    async def connect(self) -> None:
        import websockets

        base = f"ws://127.0.0.1:{self.port}/ws/games/{self.game['id']}/"
        tokens = self.game["tokens"]
        plan: list[tuple[int | None, str, dict[str, str]]] = [
            (0, f"{base}?token={tokens[0]}", {}),
            (1, f"{base}?token={tokens[1]}", {}),
            (1, base, {"Authorization": f"Token {tokens[1]}"}),
            (None, base, {}),
        ]
        for seat, url, headers in plan:
            ws = await websockets.connect(url, additional_headers=headers, max_size=2**22)
            first = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            assert first["type"] == "game.state" and first["game"]["my_seat"] == seat
            self.sockets.append((seat, ws))
            self.latest.append(first["game"]["version"])

    async def listen(self, index: int) -> None:
        seat, ws = self.sockets[index]
        async for raw in ws:
            now = time.perf_counter()
            version = json.loads(raw)["game"]["version"]
            self.arrivals.append((version, seat, now))
            async with self.changed:
                self.latest[index] = version
                self.changed.notify_all()

    async def play(self, deadline: float, think: float, posts: asyncio.Semaphore) -> None:
        await asyncio.sleep(self.rng.uniform(0, think))
        http = Http(self.port)
        path = f"/api/v1/games/{self.game['id']}/moves/"
        while time.perf_counter() < deadline and self.engine.result(self.state) is None:
            seat = min(self.engine.to_act(self.state))
            action = self.rng.choice(self.engine.legal_actions(self.state, seat))
            headers = {"Authorization": f"Token {self.game['tokens'][seat]}"}
            async with posts:
                sent = time.perf_counter()
                status = await http.post(
                    path, {"action": action, "expected_version": self.version}, headers
                )
                answered = time.perf_counter()
            if status != 201:
                self.errors += 1
                print(f"game {self.game['id']}: move POST answered {status}", file=sys.stderr)
                return
            self.post_latencies.append(answered - sent)
            self.state, _ = self.engine.apply(self.state, seat, action)
            self.version += 1
            self.answered[self.version], self.mover[self.version] = answered, seat
            try:
                async with self.changed:
                    await asyncio.wait_for(
                        self.changed.wait_for(lambda: min(self.latest) >= self.version), WAIT
                    )
            except TimeoutError:
                self.missed += 1
            # Players think: a random pause, so the games do not move in lockstep.
            await asyncio.sleep(self.rng.uniform(0, 2 * think))

    def latencies(self) -> tuple[list[float], int]:
        values, early = [], 0
        for version, seat, arrived in self.arrivals:
            if version not in self.answered or seat == self.mover[version]:
                continue
            delta = arrived - self.answered[version]
            early += delta < 0
            values.append(max(0.0, delta))
        return values, early


async def run(
    games: list[dict[str, Any]], port: int, seconds: float, think: float, max_posts: int
) -> list[Table]:
    tables = [Table(g, port, random.Random(g["id"])) for g in games]
    for table in tables:
        await table.connect()
    listeners = [asyncio.create_task(t.listen(i)) for t in tables for i in range(len(t.sockets))]
    deadline = time.perf_counter() + seconds
    posts = asyncio.Semaphore(max_posts)
    await asyncio.gather(*(t.play(deadline, think, posts) for t in tables))
    for task in listeners:
        task.cancel()
    for table in tables:
        for _seat, ws in table.sockets:
            await ws.close()
    return tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument(
        "--think", type=float, default=2.0, help="mean pause between a game's moves (s)"
    )
    parser.add_argument(
        "--max-posts",
        type=int,
        default=16,
        help="move POSTs in flight at once (the clients' side; the server has no such limit)",
    )
    parser.add_argument(
        "--processes", type=int, default=default_processes(), help="Daphne processes (config.web)"
    )
    args = parser.parse_args()

    # 200 players from this one address: more than the per-address allowances of a household
    # (README, "Accounts and limits"); each player's own limits stay as deployed.
    kinds = ("MOVE_ADDRESS", "WRITE_ADDRESS", "READ_ADDRESS")
    lifted = {f"THROTTLE_{kind}": "1000000/min" for kind in kinds}
    env = bench_environment(suffix="bench_live", REDIS_KEY_PREFIX="bench-live", **lifted)
    games = setup_games(args.games)

    log_path = Path(tempfile.gettempdir()) / f"bench-live-web-{os.getpid()}.log"
    with (
        log_path.open("wb") as log,
        web_server(env=env, processes=args.processes, stderr=log) as port,
    ):
        tables = asyncio.run(run(games, port, args.seconds, args.think, args.max_posts))
    print(f"The web server's log: {log_path}")

    pushes: list[float] = []
    early = 0
    for table in tables:
        values, table_early = table.latencies()
        pushes += values
        early += table_early
    posts = [lat for t in tables for lat in t.post_latencies]
    moves = len(posts)
    sockets = sum(len(t.sockets) for t in tables)
    print(
        f"{args.games} games, {sockets} sockets, {args.seconds:.0f} s, "
        f"{args.processes} Daphne process(es), "
        f"mean think time {args.think:.1f} s per game, at most {args.max_posts} POSTs in flight"
    )
    print(
        f"moves: {moves} ({moves / args.seconds:.1f}/s), errors: {sum(t.errors for t in tables)}, "
        f"views not on every socket within {WAIT:.0f} s: {sum(t.missed for t in tables)}"
    )
    print(
        f"move POST    p50 {statistics.median(posts) * 1000:7.1f} ms"
        f"   p99 {percentile(posts, 0.99) * 1000:7.1f} ms"
    )
    print(
        f"push latency p50 {statistics.median(pushes) * 1000:7.1f} ms"
        f"   p99 {percentile(pushes, 0.99) * 1000:7.1f} ms"
        f"   ({len(pushes)} deliveries to other seats' and spectators' sockets,"
        f" {early} before the POST answer)"
    )


if __name__ == "__main__":
    main()
