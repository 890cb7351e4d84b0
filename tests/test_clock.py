"""The soak's simulated clock (config/clock.py, set by bench.support.clock_write): all processes
read one file and agree."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from django.utils import timezone

from bench.support import clock_write
from config.clock import ClockSetting, FileClock, clock_simulate

MONDAY = datetime(2030, 1, 7, tzinfo=UTC)


def test_the_clock_runs_from_its_setting_at_its_speed(tmp_path: Path):
    path = tmp_path / "clock.json"
    real = time.time() - 10  # set ten real seconds ago, running an hour per second
    clock_write(path, ClockSetting(MONDAY, real, 3600.0))

    now = FileClock(path).now()

    assert MONDAY + timedelta(hours=10) <= now < MONDAY + timedelta(hours=11)


def test_a_replaced_file_stops_or_moves_the_clock_for_a_reader_that_already_read_it(
    tmp_path: Path,
):
    path = tmp_path / "clock.json"
    clock_write(path, ClockSetting(MONDAY, time.time(), 1000.0))
    clock = FileClock(path)
    assert clock.now() >= MONDAY

    tuesday = MONDAY + timedelta(days=1)
    clock_write(path, ClockSetting(tuesday, time.time(), 0.0))

    assert clock.now() == tuesday
    assert clock.now() == tuesday  # stopped: no time passes


def test_simulating_makes_timezone_now_read_the_file(tmp_path: Path):
    path = tmp_path / "clock.json"
    clock_write(path, ClockSetting(MONDAY, time.time(), 0.0))
    real_now = timezone.now
    try:
        clock_simulate(str(path))
        assert timezone.now() == MONDAY
    finally:
        timezone.now = real_now
    assert timezone.now().year == datetime.now(UTC).year
