"""The chaos soak's short version (``bench/soak.py --quick``) as a test.

A simulated day of 40 games of all five types on a stopped-and-started simulated clock, with
its own Redis, two Daphne processes and a Celery worker, production-configured; people play
over the REST API while the worker, a web process and Redis are each killed with SIGKILL once
and started again. The soak's own end checks (bench/soak_checks.py) must all hold: the games
replay from their logs, every accepted move is applied once and no other, every timeout is
carried out once, every reminder email marked sent arrived (duplicates only for a reminder in
flight at a worker kill), the live reminders a sample of people heard on ``/ws/me/`` (counted
by id) likewise, no game is left without a deadline ahead, and no 5xx, nor any request left
unanswered, came from a process outside its own kill window. The week-long version and its
figures are in the README.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Settings the test processes set for themselves, which the soak's processes must not inherit.
TEST_ONLY = ("REDIS_KEY_PREFIX", "DEBUG", "LOG_JSON", "DJANGO_ALLOW_ASYNC_UNSAFE")

needs_postgres = pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")),
    reason="the soak runs several processes that write at once: it needs PostgreSQL "
    "(DATABASE_URL), as CI provides",
)


@needs_postgres
@pytest.mark.slow
@pytest.mark.timeout(900)
def test_a_simulated_day_with_each_process_killed_once_loses_and_doubles_nothing(
    tmp_path: Path,
) -> None:
    env = {k: v for k, v in os.environ.items() if k not in TEST_ONLY}
    report_path = tmp_path / "soak.json"
    result = subprocess.run(
        [sys.executable, "bench/soak.py", "--quick", "--report", str(report_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=840,
    )
    assert report_path.exists(), result.stderr[-4000:]
    report = json.loads(report_path.read_text())

    assert report["failures"] == [], report
    assert result.returncode == 0, result.stderr[-4000:]
    assert report["kills"] == {"worker": 1, "web": 1, "redis": 1}
    # The checks had something to check: people played, deadlines passed, reminders went out.
    assert report["moves"]["accepted_answers"] >= 50, report["moves"]
    carried_out = {k: n for k, n in report["timeouts"].items() if k != "superseded"}
    assert sum(carried_out.values()) > 0, report["timeouts"]
    assert report["reminders"]["emails"] > 0, report["reminders"]
    assert report["live_reminders"]["heard"] > 0, report["live_reminders"]
    assert report["traffic"]["5xx_outside"] == report["traffic"]["no_answer_outside"] == 0
