"""The production layout of docs/deploy.md, run here: the systemd units' exact commands start
the site (web, worker, beat) with the example settings, and the compose file's services run the
same commands.

The only changes to a unit's commands are the ones a unit file cannot avoid: ``/srv/hachi``
becomes this checkout, ``${NAME}`` takes the value from the environment file as systemd does,
and port 8000 becomes a free one. The environment file is deploy/env.example with this test's
database, Redis and a temporary VAR_DIR.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import yaml

from tests.servers import ROOT, free_port, test_database_url

DEPLOY = ROOT / "deploy"
UNITS = ("hachi-web", "hachi-worker", "hachi-beat")
START_SECONDS = 120


def environment_file(path: Path) -> dict[str, str]:
    lines = [line.strip() for line in path.read_text().splitlines()]
    pairs = [line.split("=", 1) for line in lines if line and not line.startswith("#")]
    return {name: value for name, value in pairs}


def unit_lines(unit: str, key: str) -> list[str]:
    text = (DEPLOY / "systemd" / f"{unit}.service").read_text()
    return [line.split("=", 1)[1] for line in text.splitlines() if line.startswith(f"{key}=")]


def expanded(line: str, env: dict[str, str]) -> list[str]:
    """A unit's command line as systemd runs it: ``${NAME}`` from the environment."""
    return [re.sub(r"\$\{(\w+)\}", lambda m: env[m.group(1)], word) for word in shlex.split(line)]


def here(argv: list[str], port: int) -> list[str]:
    """The unit's command for this checkout and a free port."""
    argv = [word.replace("/srv/hachi", str(ROOT)) for word in argv]
    return [str(port) if word == "8000" else word for word in argv]


def _health(port: int) -> dict[str, object] | None:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/healthz", headers={"X-Forwarded-Proto": "https"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return dict(json.loads(response.read()))
    except urllib.error.HTTPError as error:
        return dict(json.loads(error.read()))
    except OSError:
        return None


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_the_systemd_units_commands_run_the_site(tmp_path: Path) -> None:
    env_file = environment_file(DEPLOY / "env.example")
    env_file |= {
        "DATABASE_URL": test_database_url(),
        "REDIS_URL": os.environ["REDIS_URL"],
        "VAR_DIR": str(tmp_path),
        "ALLOWED_HOSTS": "127.0.0.1",
        "WEB_PROCESSES": "2",
    }
    env = {**os.environ, **env_file}
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    port = free_port()
    for line in unit_lines("hachi-web", "ExecStartPre"):
        done = subprocess.run(here(expanded(line, env), port), cwd=ROOT, env=env, check=False)
        assert done.returncode == 0, line

    logs = {unit: (tmp_path / f"{unit}.log").open("wb") for unit in UNITS}
    processes: dict[str, subprocess.Popen[bytes]] = {}
    try:
        for unit in UNITS:
            (line,) = unit_lines(unit, "ExecStart")
            processes[unit] = subprocess.Popen(
                here(expanded(line, env), port),
                cwd=ROOT,
                env=env,
                stdout=logs[unit],
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + START_SECONDS
        body = _health(port)
        while not (body and body.get("status") == "ok") and time.monotonic() < deadline:
            assert all(p.poll() is None for p in processes.values()), "a unit's command exited"
            time.sleep(1)  # the next look at /healthz
            body = _health(port)
        assert body and body["status"] == "ok", body
    finally:
        for process in processes.values():
            process.send_signal(signal.SIGTERM)  # systemd's KillSignal
        codes = {unit: process.wait(timeout=60) for unit, process in processes.items()}
        for log in logs.values():
            log.close()
    assert codes["hachi-web"] == 0, (tmp_path / "hachi-web.log").read_text()[-2000:]


def test_the_compose_services_run_the_units_commands() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    env = environment_file(DEPLOY / "env.compose")
    for unit, service in [("hachi-web", "web"), ("hachi-worker", "worker"), ("hachi-beat", "beat")]:
        (line,) = unit_lines(unit, "ExecStart")
        unit_argv = expanded(line, env)
        service_argv = compose["services"][service]["command"]
        # A container listens on its network for the proxy; a unit on loopback behind it.
        if "--host" in unit_argv:
            at = unit_argv.index("--host") + 1
            assert service_argv[at] == "0.0.0.0"
            unit_argv[at] = "0.0.0.0"
        assert service_argv == unit_argv, service
    migrate = compose["services"]["migrate"]["command"]
    assert shlex.join(migrate) in unit_lines("hachi-web", "ExecStartPre")
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert '--host", "0.0.0.0"' in dockerfile
