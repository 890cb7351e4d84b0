"""Supervising child processes: the `make run` launcher and ``config.web`` share this.

Both watch their children and, on SIGINT or SIGTERM or when one dies, stop them all: SIGTERM,
a grace period, then SIGKILL for whatever is left. The launcher starts each service in its own
session and signals the whole group (a group may hold grandchildren, e.g. Celery's pool, after
its leader exited); ``config.web`` keeps its Daphne processes in its own group, so that
whatever stops the web server's group stops them with it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Mapping, Sequence

STOP_GRACE_SECONDS = 10.0
POLL_SECONDS = 0.3


class StopSignal:
    """Turns SIGINT and SIGTERM into a flag the supervising loop reads."""

    def __init__(self) -> None:
        self.received = False
        signal.signal(signal.SIGINT, self._receive)
        signal.signal(signal.SIGTERM, self._receive)

    def _receive(self, _signum: int, _frame: object) -> None:
        self.received = True


def watch(processes: Mapping[str, subprocess.Popen[bytes]], stop: StopSignal) -> list[str]:
    """Wait until a stop signal (returns []) or until some process exits (returns their names)."""
    while not stop.received:
        dead = [name for name, process in processes.items() if process.poll() is not None]
        if dead:
            return dead
        time.sleep(POLL_SECONDS)
    return []


def stop_all(processes: Sequence[subprocess.Popen[bytes]]) -> None:
    """SIGTERM each process (its whole group when it leads one), wait up to the grace period,
    then SIGKILL what is left."""
    for process in processes:
        if process.poll() is None:
            _send(process, signal.SIGTERM)
    deadline = time.monotonic() + STOP_GRACE_SECONDS
    for process in processes:
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
    for process in processes:
        _send(process, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=2)


def _send(process: subprocess.Popen[bytes], sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError):
        if os.getpgid(process.pid) == process.pid:
            os.killpg(process.pid, sig)  # grandchildren too, even after the leader exited
        elif process.poll() is None:
            process.send_signal(sig)
