"""A real Daphne process serving the test database (for tests that need a second server)."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from django.db import connection

from config.launcher import free_port

ROOT = Path(__file__).resolve().parent.parent


def test_database_url() -> str:
    """The URL of the database the tests are using right now (a file for SQLite)."""
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        assert "memory" not in str(settings["NAME"]), "a second process needs a file database"
        return f"sqlite:///{settings['NAME']}"
    user = settings["USER"] or "postgres"
    password = f":{settings['PASSWORD']}" if settings["PASSWORD"] else ""
    host, port = settings["HOST"] or "127.0.0.1", settings["PORT"] or 5432
    return f"postgres://{user}{password}@{host}:{port}/{settings['NAME']}"


test_database_url.__test__ = False  # type: ignore[attr-defined]  # not a test for pytest


@contextlib.contextmanager
def daphne_on_test_database(log_path: Path) -> Iterator[int]:
    """Start Daphne on a free port with the tests' database and Redis; yield the port. Its
    own access log off, as deployed (config/web.py)."""
    port = free_port()
    command = [sys.executable, "-m", "daphne", "-v", "0", "-b", "127.0.0.1", "-p", str(port)]
    with _serving([*command, "config.asgi:application"], port, log_path):
        yield port


@contextlib.contextmanager
def web_on_test_database(log_path: Path, *, processes: int = 1, **settings: str) -> Iterator[int]:
    """``python -m config.web`` (one Daphne process unless told) as deployed, with the tests'
    database and Redis and ``settings`` in its environment; yield the port."""
    port = free_port()
    command = [sys.executable, "-m", "config.web", "--port", str(port)]
    command += ["--processes", str(processes)]
    with _serving(command, port, log_path, **settings):
        yield port


@contextlib.contextmanager
def _serving(command: list[str], port: int, log_path: Path, **settings: str) -> Iterator[None]:
    env = {
        **os.environ,
        "DATABASE_URL": test_database_url(),
        "DEBUG": "true",
        "LOG_LEVEL": "WARNING",
        **settings,
    }
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    with log_path.open("wb") as log:
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 60
            while True:
                assert server.poll() is None, log_path.read_text()[-2000:]
                assert time.monotonic() < deadline, "the server did not start in 60 s"
                with contextlib.suppress(OSError):
                    socket.create_connection(("127.0.0.1", port), 0.2).close()
                    break
                time.sleep(0.2)
            yield
        finally:
            server.terminate()
            server.wait(timeout=20)
