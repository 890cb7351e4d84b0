"""The README run command starts the whole site, reports healthy, and stops every process.

This starts `make run` exactly as a user would (on free ports, with a throwaway SQLite
database), waits for /healthz to be all green (database, Redis, a channel-layer round trip,
a Celery task executed by the worker, beat's heartbeat), pings over the WebSocket route, then
sends Ctrl-C to the process group and checks that no process it started is left.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 120


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    stack = [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in found:
                found.add(child)
                stack.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def health(port: int) -> dict[str, object] | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=10) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())
    except OSError:
        return None


@pytest.mark.slow
@pytest.mark.parametrize("redis", ["embedded", "configured"])
def test_run_command_starts_everything_and_stops_everything(redis: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY"}}
    if redis == "embedded":
        env.pop("REDIS_URL", None)
    elif not env.get("REDIS_URL"):
        pytest.fail("REDIS_URL must be set for the configured-Redis run (the test command sets it)")
    port = free_port()
    env.update(
        PORT=str(port),
        VAR_DIR=str(tmp_path),
        DATABASE_URL=f"sqlite:///{tmp_path / 'site.sqlite3'}",
        REDIS_KEY_PREFIX=f"e2e-{port}",
        WEB_PROCESSES="2",
    )
    log = (tmp_path / "run.log").open("wb")
    process = subprocess.Popen(
        ["make", "run"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True,
    )  # fmt: skip
    started: set[int] = set()
    try:
        deadline = time.monotonic() + START_TIMEOUT
        body = None
        while time.monotonic() < deadline:
            assert process.poll() is None, (tmp_path / "run.log").read_text()[-3000:]
            started |= descendants(process.pid)
            body = health(port)
            if body and body["status"] == "ok":
                break
            time.sleep(1)
        assert body and body["status"] == "ok", (body, (tmp_path / "run.log").read_text()[-3000:])
        with connect(f"ws://127.0.0.1:{port}/ws/ping/", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "ping"}))
            assert json.loads(ws.recv(timeout=10)) == {"type": "pong"}
        home = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read().decode()
        assert "Hachi Station" in home
        started |= descendants(process.pid)
        cmdlines = {p: Path(f"/proc/{p}/cmdline").read_bytes() for p in started if alive(p)}
        web = [p for p, cmdline in cmdlines.items() if b"daphne\x00--fd" in cmdline]
        assert len(web) == 2, "WEB_PROCESSES=2 Daphne processes serve the site"
    finally:
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        process.wait(timeout=60)
        log.close()
    time.sleep(0.5)
    left = sorted(pid for pid in started if alive(pid))
    assert not left, f"processes still running after Ctrl-C: {left}"
    output = (tmp_path / "run.log").read_text()
    assert f"http://127.0.0.1:{port}/" in output
    assert "all processes stopped" in output
