"""The soak's processes (Redis, Daphne, a Celery worker), and killing them with SIGKILL.

Every process runs in its own session, so a kill takes its whole group (a prefork worker's
children too), as when a machine or container dies. A kill window runs from the kill until the
restarted process answers again plus a short grace, for telling the errors a client may see
while a process is gone from the ones it must never see.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bench.support import ROOT

READY_SECONDS = 90
# After a restart answers, requests that were queued at the dead process may still fail.
GRACE_SECONDS = 2.0


@dataclass
class KillWindow:
    service: str
    killed_at: float
    back_at: float = float("inf")

    def covers(self, when: float) -> bool:
        return self.killed_at <= when <= self.back_at + GRACE_SECONDS


@dataclass
class Service:
    """One process to start, kill -9 and start again; ``ready`` says it answers."""

    name: str
    command: list[str]
    env: dict[str, str]
    log: Path
    ready: Callable[[Service], bool]
    port: int = 0
    log_offset: int = 0  # the log's length when this run of the process started
    process: subprocess.Popen[bytes] | None = None
    windows: list[KillWindow] = field(default_factory=list)

    def start(self) -> None:
        self.log_offset = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                self.command,
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + READY_SECONDS
        while not self.ready(self):
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited during start-up; see {self.log}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{self.name} not ready in {READY_SECONDS} s; see {self.log}")
            time.sleep(0.1)
        if self.windows and self.windows[-1].back_at == float("inf"):
            self.windows[-1].back_at = time.time()

    def kill(self) -> None:
        assert self.process is not None
        self.windows.append(KillWindow(self.name, time.time()))
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def down_at(self, when: float) -> bool:
        return any(window.covers(when) for window in self.windows)


def port_answers(service: Service) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", service.port), 0.3):
        return True
    return False


def redis_answers(service: Service) -> bool:
    address = ("127.0.0.1", service.port)
    with contextlib.suppress(OSError), socket.create_connection(address, 0.3) as sock:
        sock.sendall(b"PING\r\n")
        return sock.recv(16).startswith(b"+PONG")
    return False


def web_answers(service: Service) -> bool:
    connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=2)
    try:
        connection.request("GET", "/healthz/live")
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


def worker_answers(service: Service) -> bool:
    """The worker logged that it is ready since it was last started."""
    with service.log.open("rb") as log:
        log.seek(service.log_offset)
        return b" ready." in log.read()
