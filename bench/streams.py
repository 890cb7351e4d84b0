"""Event-stream benchmark (not a test): 300 NDJSON streams on one Daphne process.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/streams.py [--streams 300] [--moves 5]

It creates a throwaway database ``<name>_bench_streams`` next to the one in DATABASE_URL, starts
the web server as deployed (``config.web``) with ONE Daphne process on a free port, and a Hachi
game between two of ``--streams`` players. Each player opens ``GET /api/v1/games/{id}/stream/``
with their own token (two seats, the rest spectators), so every stream is a different account
and reader. Reported:

- the Daphne process's resident memory (VmRSS) and thread count before the streams (after one
  stream was opened and closed, so the code is loaded) and with all of them open, and the
  memory per stream;
- for ``--moves`` moves POSTed by the player to act: the time from the POST's answer until the
  new state reached every stream (one doorbell, one shared read, each seat's or spectator's
  payload), and until the first and the median stream had it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import bench_environment, percentile, web_server

WAIT = 60.0


def setup(players: int) -> tuple[int, list[str], list[int]]:
    """A Hachi game of players 0 and 1; a token for each of ``players`` users; the users' ids."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from accounts.services import token_create
    from games import services

    users = [get_user_model().objects.create_user(f"stream-{i}") for i in range(players)]
    game = services.game_create(creator=users[0], game_type="hachi", seats=2)
    services.seat_join(game_id=game.pk, user=users[1])
    return game.pk, [token_create(user=u)[1] for u in users], [u.pk for u in users]


def _daphne_pid(parent: int) -> int:
    """The one Daphne process ``config.web`` started (its child)."""
    children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
    assert len(children) == 1, children
    return int(children[0])


def _status(pid: int) -> tuple[int, int]:
    """(VmRSS in KiB, threads) of a process."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(fields["VmRSS"].split()[0]), int(fields["Threads"])


class Streams:
    def __init__(self, port: int, game_id: int, tokens: list[str]) -> None:
        self.url = f"http://127.0.0.1:{port}/api/v1/games/{game_id}/stream/"
        self.tokens = tokens
        self.arrivals: list[dict[int, float]] = [{} for _ in tokens]
        self.opened = asyncio.Event()
        self.ready = 0
        self.tasks: list[asyncio.Task[None]] = []

    async def open_all(self, client: httpx.AsyncClient) -> None:
        self.tasks = [asyncio.create_task(self._one(client, i)) for i in range(len(self.tokens))]
        await asyncio.wait_for(self.opened.wait(), WAIT)

    async def _one(self, client: httpx.AsyncClient, index: int) -> None:
        headers = {"Authorization": f"Bearer {self.tokens[index]}"}
        async with client.stream("GET", self.url, headers=headers) as response:
            assert response.status_code == 200, await response.aread()
            first = True
            async for raw in response.aiter_lines():
                line = json.loads(raw)
                if line["type"] == "game.state":
                    self.arrivals[index][line["game"]["version"]] = time.perf_counter()
                if first:
                    first = False
                    self.ready += 1
                    if self.ready == len(self.tokens):
                        self.opened.set()

    async def everyone_has(self, version: int) -> None:
        while not all(version in seen for seen in self.arrivals):
            await asyncio.sleep(0.005)

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)


async def _move(client: httpx.AsyncClient, base: str, game_id: int, tokens: list[str]) -> int:
    """POST the first legal move of the seat to act; the new version."""
    game = (await client.get(f"{base}/api/v1/games/{game_id}/")).json()
    seat = game["to_act"][0]
    headers = {"Authorization": f"Bearer {tokens[seat]}"}
    legal = (
        await client.get(f"{base}/api/v1/games/{game_id}/legal-moves/", headers=headers)
    ).json()
    body = {"action": legal["actions"][0], "expected_version": legal["version"]}
    answer = await client.post(f"{base}/api/v1/games/{game_id}/moves/", json=body, headers=headers)
    assert answer.status_code == 201, answer.text
    return int(answer.json()["version"])


async def run(port: int, server_pid: int, game_id: int, tokens: list[str], moves: int) -> None:
    base = f"http://127.0.0.1:{port}"
    pid = _daphne_pid(server_pid)
    limits = httpx.Limits(max_connections=len(tokens) + 20, max_keepalive_connections=20)
    async with httpx.AsyncClient(timeout=WAIT, limits=limits) as client:
        warm = Streams(port, game_id, tokens[:1])
        await warm.open_all(client)
        await warm.close()
        await asyncio.sleep(2)
        rss_before, threads_before = _status(pid)
        streams = Streams(port, game_id, tokens)
        started = time.perf_counter()
        await streams.open_all(client)
        opened_in = time.perf_counter() - started
        await asyncio.sleep(3)  # let the keep-alives and the pools settle
        rss_open, threads_open = _status(pid)
        reach: list[float] = []
        first: list[float] = []
        middle: list[float] = []
        posts: list[float] = []
        for _ in range(moves):
            sent = time.perf_counter()
            version = await _move(client, base, game_id, tokens)
            answered = time.perf_counter()
            await asyncio.wait_for(streams.everyone_has(version), WAIT)
            times = [seen[version] - answered for seen in streams.arrivals]
            posts.append(answered - sent)
            reach.append(max(times))
            first.append(min(times))
            middle.append(statistics.median(times))
            await asyncio.sleep(1)
        rss_after, threads_after = _status(pid)
        await streams.close()
    count = len(tokens)
    print(f"{count} game streams (one per account, 2 seats + {count - 2} spectators), one Daphne")
    print(f"opened (first line on every stream) in {opened_in:.2f} s")
    print(
        f"Daphne RSS: {rss_before / 1024:.1f} MiB before, {rss_open / 1024:.1f} MiB with the "
        f"streams open, {rss_after / 1024:.1f} MiB after {moves} moves; "
        f"{(rss_after - rss_before) / count:.1f} KiB per stream"
    )
    print(f"Daphne threads: {threads_before} before, {threads_open} open, {threads_after} after")
    print(
        f"one move's 201 -> its state on all {count} streams: "
        f"median {statistics.median(reach) * 1000:.0f} ms, worst {max(reach) * 1000:.0f} ms "
        f"(first stream median {statistics.median(first) * 1000:.0f} ms, median stream "
        f"{statistics.median(middle) * 1000:.0f} ms, p90 of all-reached "
        f"{percentile(reach, 0.9) * 1000:.0f} ms; {moves} moves; the move POST itself "
        f"median {statistics.median(posts) * 1000:.0f} ms; a state can beat the 201: negative)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=300)
    parser.add_argument("--moves", type=int, default=5)
    args = parser.parse_args()
    kinds = ("MOVE_ADDRESS", "WRITE_ADDRESS", "READ_ADDRESS")
    lifted = {f"THROTTLE_{kind}": "1000000/min" for kind in kinds}
    env = bench_environment(suffix="bench_streams", REDIS_KEY_PREFIX="bench-streams", **lifted)
    game_id, tokens, _ids = setup(args.streams)
    log_path = Path(tempfile.gettempdir()) / f"bench-streams-web-{os.getpid()}.log"
    with log_path.open("wb") as log, web_server(env=env, processes=1, stderr=log) as port:
        server_pid = _server_pid(port)
        asyncio.run(run(port, server_pid, game_id, tokens, args.moves))
    print(f"The web server's log: {log_path}")


def _server_pid(port: int) -> int:
    """The ``config.web`` process listening on ``port`` (this process's child)."""
    me = os.getpid()
    children = Path(f"/proc/{me}/task/{me}/children").read_text().split()
    for child in children:
        command = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
        if b"config.web" in command and str(port).encode() in command:
            return int(child)
    raise SystemExit("the web server's process was not found")


if __name__ == "__main__":
    main()
