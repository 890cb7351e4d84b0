"""A simulated clock for the chaos soak (bench/soak.py): never set in production.

With ``SIMULATED_CLOCK_FILE`` set, every process of the site (web, worker, the soak's driver)
reads the time from that file instead of the system clock, so a week of deadlines, reminders
and timeouts passes in minutes and all processes agree on "now". The file holds one JSON
object: ``{"sim": <ISO 8601 instant>, "real": <Unix time>, "speed": <factor>}``; the site's
time is ``sim + (time.time() - real) * speed`` (speed 0 stops the clock). The driver replaces
the file atomically to pause, resume or jump (``bench.support.clock_write``); each read checks
whether it changed.

It works by replacing ``django.utils.timezone.now``, which every ``timezone.now()`` call,
``auto_now`` field and model default looks up, so it is installed from the settings module,
before any model is imported. Redis expiries, rate limits and Celery's own timers keep real
time: they are about load, not about the game calendar.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from django.utils import timezone


@dataclass(frozen=True)
class ClockSetting:
    """The simulated time was ``sim`` at Unix time ``real``, and runs ``speed`` times fast."""

    sim: datetime
    real: float
    speed: float

    def now(self, real_now: float) -> datetime:
        return self.sim + timedelta(seconds=(real_now - self.real) * self.speed)

    @classmethod
    def from_json(cls, text: str) -> ClockSetting:
        data = json.loads(text)
        return cls(datetime.fromisoformat(data["sim"]), float(data["real"]), float(data["speed"]))


class FileClock:
    """``now()`` from the clock file; re-read when the file was replaced."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._seen: tuple[int, int] | None = None
        self._setting = ClockSetting(datetime.now(UTC), time.time(), 1.0)

    def now(self) -> datetime:
        stat = os.stat(self.path)
        if (stat.st_ino, stat.st_mtime_ns) != self._seen:
            self._setting = ClockSetting.from_json(self.path.read_text())
            self._seen = (stat.st_ino, stat.st_mtime_ns)
        return self._setting.now(time.time())


def clock_simulate(path: str) -> None:
    """Make ``timezone.now()`` read ``path`` in this process (see the module docstring)."""
    clock = FileClock(Path(path))
    clock.now()  # a missing or malformed file fails here, at start-up
    timezone.now = clock.now
