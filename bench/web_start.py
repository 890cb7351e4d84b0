"""How `python -m config.web` starts and spreads connections (issue: replace the socket
hand-over or justify it; decide by measuring).

For each run: the seconds from launch until every Daphne process has answered, then how the
kernel spread ``--requests`` new connections over the processes (each process's share of the
CPU time the requests cost, as /proc reports it: nothing the server says about itself).

    .venv/bin/python bench/web_start.py --processes 4 --runs 5 --requests 2000
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import ROOT, children_of, free_port


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def ping(port: int) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", "/api/ping")
        return conn.getresponse().status
    finally:
        conn.close()


def one_run(processes: int, requests: int) -> tuple[float, list[float]]:
    port = free_port()
    env = {**os.environ, "DEBUG": "true", "LOG_LEVEL": "WARNING"}
    command = [sys.executable, "-m", "config.web", "--port", str(port)]
    started = time.monotonic()
    parent = subprocess.Popen(
        [*command, "--processes", str(processes)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        servers: list[int] = []
        while True:
            assert parent.poll() is None, "config.web exited during start-up"
            servers = children_of(parent.pid)
            # Ready once every process has used some CPU on a ping that reached it.
            try:
                all_up = len(servers) == processes and ping(port) == 200
                if all_up and all(_answers(pid, port) for pid in servers):
                    break
            except OSError:
                time.sleep(0.05)
        ready = time.monotonic() - started
        before = {pid: cpu_ticks(pid) for pid in servers}
        for _ in range(requests):
            ping(port)
        spent = [cpu_ticks(pid) - before[pid] for pid in servers]
        total = sum(spent) or 1
        return ready, sorted(100 * ticks / total for ticks in spent)
    finally:
        parent.send_signal(signal.SIGTERM)
        parent.wait(timeout=30)


def _answers(pid: int, port: int) -> bool:
    """Has this process served anything yet? New connections until its CPU time moves."""
    before = cpu_ticks(pid)
    for _ in range(50):
        ping(port)
        if cpu_ticks(pid) > before:
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--requests", type=int, default=2000)
    args = parser.parse_args()
    readies: list[float] = []
    for run in range(args.runs):
        ready, shares = one_run(args.processes, args.requests)
        readies.append(ready)
        print(f"run {run + 1}: all {args.processes} serving after {ready:.2f} s; shares % {shares}")
    print(f"start-up median {statistics.median(readies):.2f} s, max {max(readies):.2f} s")


if __name__ == "__main__":
    main()
