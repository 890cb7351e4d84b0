"""A burst of doorbells (a busy minute, a reminder sweep) queues instead of failing."""

from __future__ import annotations

import logging

import pytest

from games import notify


def test_a_burst_of_doorbells_all_go_out(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="games.notify")
    for game_id in range(400):
        notify._ring(game_id, 1, user_ids=[game_id, game_id + 1])
    notify.doorbells_flush(timeout=30)
    failures = [r for r in caplog.records if "live push failed" in r.getMessage()]
    assert failures == []
