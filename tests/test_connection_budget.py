"""DB_MAX_CONNECTIONS (config/databases.py): each process's pool is an equal share of the
PostgreSQL connection budget, and the processes together stay inside it under load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest
from django.db import connection

from config.databases import ConnectionBudget
from config.env import EnvError
from tests.servers import ROOT, web_on_test_database

APP_NAME = "hachi-budget-test"


def test_each_process_gets_an_equal_share_after_the_reserve() -> None:
    budget = ConnectionBudget(max_connections=100, reserved=3, processes=21)
    assert budget.pool_size() == 4  # 97 // 21: 84 connections at most, 16 to spare


def test_a_budget_too_small_for_the_processes_is_refused_in_words() -> None:
    with pytest.raises(EnvError, match="cannot give 40 processes one connection each"):
        ConnectionBudget(max_connections=20, reserved=3, processes=40).pool_size()


def _settings_pool(**env: str) -> subprocess.CompletedProcess[str]:
    code = (
        "import django, json; django.setup(); from django.conf import settings; "
        "print(json.dumps(settings.DATABASES['default']['OPTIONS']['pool']))"
    )
    environ = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", **env}
    environ["DATABASE_URL"] = "postgres://postgres@127.0.0.1:5432/unused"
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True
    )


def test_settings_size_the_pool_from_the_processes_of_the_node() -> None:
    # 16 web processes (8 cores, two each), 4 worker children, beat: 21 processes.
    done = _settings_pool(DB_MAX_CONNECTIONS="100", WEB_PROCESSES="16", WORKER_CONCURRENCY="4")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["max_size"] == 4
    # Several nodes: the operator counts every process of the site.
    done = _settings_pool(DB_MAX_CONNECTIONS="100", DB_PROCESSES="60")
    assert json.loads(done.stdout.splitlines()[-1])["max_size"] == 1


def test_the_budget_and_a_pool_size_together_are_refused() -> None:
    done = _settings_pool(DB_MAX_CONNECTIONS="100", DB_POOL_SIZE="10")
    assert done.returncode != 0
    assert "Set DB_MAX_CONNECTIONS or DB_POOL_SIZE, not both" in done.stderr


def _server_connections() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", [APP_NAME]
        )
        return int(cursor.fetchone()[0])


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_two_busy_web_processes_stay_inside_the_budget(tmp_path: Path) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("a connection budget is PostgreSQL's (SQLite has no server)")
    # 2 web processes on a budget of 7 with 3 reserved: two connections per process.
    settings = {"DB_MAX_CONNECTIONS": "7", "DB_PROCESSES": "2", "PGAPPNAME": APP_NAME}
    seen: list[int] = []
    with web_on_test_database(tmp_path / "web.log", processes=2, **settings) as port:
        url = f"http://127.0.0.1:{port}/api/v1/games/"
        failures: list[BaseException] = []

        def client() -> None:
            try:
                for _ in range(10):
                    with urllib.request.urlopen(url, timeout=30) as response:
                        assert response.status == 200
            except BaseException as error:  # reported below
                failures.append(error)

        threads = [threading.Thread(target=client) for _ in range(8)]
        for thread in threads:
            thread.start()
        while any(thread.is_alive() for thread in threads):
            seen.append(_server_connections())
            threads[0].join(timeout=0.05)  # a sample every 50 ms while the clients run
        for thread in threads:
            thread.join()
        assert not failures, failures[:3]
    assert max(seen) >= 1, "the servers never reached the database"
    assert max(seen) <= 4, f"more connections than the budget gives two processes: {max(seen)}"
