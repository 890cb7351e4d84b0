"""The beat-scheduled sweep task run by a real Celery worker on the real Redis broker."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.core import mail
from django.utils import timezone

from accounts.models import Preferences
from config.celery import app
from games.models import Move, Reminder, Seat, TimeoutAction
from games.tasks import sweep_deadlines
from tests.factories import game_started
from tests.tasks.support import drained


def test_the_sweep_runs_every_minute_from_beat() -> None:
    entry = app.conf.beat_schedule["sweep-deadlines"]
    assert entry["task"] == sweep_deadlines.name
    assert entry["schedule"] == timedelta(minutes=1)


@pytest.mark.django_db(transaction=True)
def test_the_worker_applies_a_timeout_and_sends_a_reminder_once(
    celery_worker: Any, alice: Any, bob: Any, carol: Any
):
    Preferences.objects.create(user=carol, remind_on_turn_start=True, live_reminders=False)
    Preferences.objects.create(user=alice, remind_on_turn_start=True, live_reminders=False)
    late = game_started("hachi", [alice, bob], time_per_move=timedelta(hours=2))
    overdue = Seat.objects.get(game=late, index=late.to_act[0])
    # Time control: this turn's clock ran out a minute ago.
    Seat.objects.filter(pk=overdue.pk).update(
        deadline_at=timezone.now() - timedelta(minutes=1), remind_at=None
    )
    fresh = game_started("hachi", [carol, alice])
    waiting = Seat.objects.get(game=fresh, index=fresh.to_act[0])

    first = sweep_deadlines.delay().get(timeout=60)
    second = sweep_deadlines.delay().get(timeout=60)
    drained()  # the tasks the sweeps handed over have run

    assert first["timeouts"] == 1 and second["timeouts"] == 0
    assert Move.objects.filter(game=late, seat=overdue.index, by_bot=True).exists()
    assert TimeoutAction.objects.filter(seat=overdue, outcome="bot_moved").exists()
    assert not TimeoutAction.objects.filter(done_at=None).exists()
    reminders = [m for m in mail.outbox if f"#{fresh.pk}" in m.subject]
    assert [m.to for m in reminders] == [[waiting.user.email]]
    assert Reminder.objects.get(seat=waiting, channel="email").status == "sent"
