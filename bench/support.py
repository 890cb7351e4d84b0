"""What the benchmarks share: a throwaway PostgreSQL database, the web server as deployed."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO
from urllib.parse import urlsplit, urlunsplit

from config.clock import ClockSetting

ROOT = Path(__file__).resolve().parent.parent
SERVER_START_SECONDS = 60


def clock_write(path: Path, setting: ClockSetting) -> None:
    """Set the simulated clock (config/clock.py): replace its file in one step, so a reader
    sees the old setting or the new one."""
    part = path.with_suffix(".part")
    sim = setting.sim.isoformat()
    part.write_text(json.dumps({"sim": sim, "real": setting.real, "speed": setting.speed}))
    os.replace(part, path)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (as /proc says; nothing a server says itself)."""
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(stat[1]) == pid:
                    found.append(int(entry.name))
    return sorted(found)


def cpu_seconds(pid: int) -> float:
    """The CPU time ``pid`` has used so far, user and system (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def recreate_database(url: str) -> None:
    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = ["psql", "-h", parts.hostname or "127.0.0.1", "-U", parts.username or "postgres"]
    subprocess.run([*admin, "-qc", f'DROP DATABASE IF EXISTS "{name}"'], check=True)
    subprocess.run([*admin, "-qc", f'CREATE DATABASE "{name}"'], check=True)


def drop_database(url: str) -> None:
    parts = urlsplit(url)
    admin = ["psql", "-h", parts.hostname or "127.0.0.1", "-U", parts.username or "postgres"]
    name = parts.path.lstrip("/")
    subprocess.run([*admin, "-qc", f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'], check=False)


def bench_environment(*, suffix: str, **settings: str) -> dict[str, str]:
    """A fresh, migrated database ``<DATABASE_URL's name>_<suffix>`` and production-like
    settings (plus ``settings``), in this process's environment and returned for children."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        sys.exit("Set DATABASE_URL to a PostgreSQL database (the benchmark is about PostgreSQL).")
    parts = urlsplit(url)
    url = urlunsplit(parts._replace(path=f"/{parts.path.lstrip('/')}_{suffix}"))
    recreate_database(url)
    env = {**os.environ, "DATABASE_URL": url, "DEBUG": "false", "LOG_LEVEL": "WARNING"}
    env.setdefault("SECRET_KEY", "bench-" + "k" * 60)
    env.update(SECURE_SSL_REDIRECT="false", **settings)
    env.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.update(env)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    return env


@contextlib.contextmanager
def web_server(
    *, env: dict[str, str], processes: int, stderr: IO[bytes] | int = subprocess.DEVNULL
) -> Iterator[int]:
    """``config.web`` with ``processes`` Daphne processes on a free port; yields the port."""
    port = free_port()
    command = ["-m", "config.web", "--port", str(port), "--processes", str(processes)]
    server = subprocess.Popen(
        [sys.executable, *command], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=stderr
    )
    with serving(server, port):
        yield port


@contextlib.contextmanager
def serving(server: subprocess.Popen[bytes], port: int) -> Iterator[None]:
    """Once ``server`` accepts connections on ``port`` (or exit); stops it afterwards."""
    try:
        deadline = time.monotonic() + SERVER_START_SECONDS
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    sys.exit(f"The web server did not start within {SERVER_START_SECONDS} s.")
                time.sleep(0.1)
        yield
    finally:
        server.terminate()
        server.wait(timeout=30)
