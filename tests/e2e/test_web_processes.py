"""`python -m config.web`: several Daphne processes share one port, and stop together.

Each process is a real Daphne serving the real ASGI application; the test counts on what the
operating system reports (the processes' CPU time, their exit) rather than on anything the
server says about itself.
"""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_launcher import alive, descendants, free_port

ROOT = Path(__file__).resolve().parents[2]


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def _ping(port: int) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", "/api/ping")
        return conn.getresponse().status
    finally:
        conn.close()


@pytest.fixture
def web(tmp_path: Path):  # type: ignore[no-untyped-def]
    port = free_port()
    env = {**os.environ, "DEBUG": "true", "VAR_DIR": str(tmp_path), "LOG_LEVEL": "WARNING"}
    command = [sys.executable, "-m", "config.web", "--port", str(port), "--processes", "2"]
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert process.poll() is None, "config.web exited during start-up"
        try:
            if _ping(port) == 200 and len(descendants(process.pid)) >= 2:
                break
        except OSError:
            time.sleep(0.2)
    else:
        pytest.fail("config.web did not answer within 60 s")
    yield process, port
    if process.poll() is None:
        process.kill()
        process.wait()


@pytest.mark.slow
def test_both_processes_serve_and_sigterm_stops_them(web) -> None:  # type: ignore[no-untyped-def]
    process, port = web
    servers = sorted(descendants(process.pid))
    assert len(servers) == 2
    before = {pid: _cpu_ticks(pid) for pid in servers}
    # New connections each time: the kernel spreads them over the two listening sockets.
    assert all(_ping(port) == 200 for _ in range(300))
    spent = {pid: _cpu_ticks(pid) - before[pid] for pid in servers}
    total = sum(spent.values())
    assert total > 0
    assert all(ticks >= 0.15 * total for ticks in spent.values()), spent

    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0
    time.sleep(0.3)
    assert not [pid for pid in servers if alive(pid)]


@pytest.mark.slow
def test_one_process_dying_stops_the_others_with_a_failure(web) -> None:  # type: ignore[no-untyped-def]
    process, _port = web
    first, second = sorted(descendants(process.pid))
    os.kill(first, signal.SIGKILL)
    assert process.wait(timeout=30) == 1
    time.sleep(0.3)
    assert not alive(second)


def test_an_ipv6_host_is_refused_in_words() -> None:
    # Daphne's --fd adopts IPv4 sockets only: say so rather than fail inside Twisted.
    command = [sys.executable, "-m", "config.web", "--host", "::1", "--processes", "1"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "--host must be an IPv4 address" in done.stderr
