"""Retention: idempotency records go after 24 h, done outbox rows after 30 days (hourly, by
beat); pending rows and the reminders of a turn still waiting on their deadline stay."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from config.celery import app as celery_app
from games.models import IdempotencyRecord, Reminder, Seat, TimeoutAction
from games.retention import records_prune
from tests.factories import game_started
from tests.tasks.support import seat

pytestmark = pytest.mark.django_db
DAY = timedelta(days=1)


def _idempotency(user: Any, key: str, age: timedelta) -> None:
    record = IdempotencyRecord.objects.create(
        user=user, key=key, request_hash="h", status_code=201, response={}
    )
    IdempotencyRecord.objects.filter(pk=record.pk).update(created_at=timezone.now() - age)


def _timeout(waiting: Seat, version: int, done_age: timedelta | None) -> TimeoutAction:
    now = timezone.now()
    return TimeoutAction.objects.create(
        game=waiting.game,
        seat=waiting,
        version=version,
        deadline_at=now,
        policy="bot",
        outcome="pending" if done_age is None else "bot_moved",
        decided_at=now - (done_age or DAY),
        done_at=None if done_age is None else now - done_age,
    )


def _reminder(on: Seat, step: str, status: str, age: timedelta, deadline: Any) -> Reminder:
    at = timezone.now() - age
    return Reminder.objects.create(
        user=on.user,
        seat=on,
        deadline_at=deadline,
        step=step,
        channel="email",
        status=status,
        decided_at=at,
        send_at=at,
        sent_at=at if status == "sent" else None,
    )


def test_old_records_go_and_the_rest_stay(alice: Any, bob: Any) -> None:
    now = timezone.now()
    _idempotency(alice, "old", 25 * timedelta(hours=1))
    _idempotency(alice, "fresh", timedelta(hours=23))
    game = game_started("hachi", [alice, bob])
    waiting = seat(game, game.to_act[0])
    other = seat(game, 1 - game.to_act[0])
    old_done = _timeout(waiting, 1, done_age=31 * DAY)
    _timeout(waiting, 2, done_age=29 * DAY)
    _timeout(waiting, 3, done_age=None)  # pending, however old its decision
    gone = _reminder(other, "24h", "sent", 31 * DAY, deadline=now - 40 * DAY)  # turn over
    _reminder(waiting, "turn", "sent", 31 * DAY, deadline=waiting.deadline_at)  # still waiting
    _reminder(other, "turn", "pending", 31 * DAY, deadline=now - 40 * DAY)
    _reminder(other, "1h", "obsolete", 29 * DAY, deadline=now - 40 * DAY)

    report = records_prune(now=now)

    assert (report.idempotency_records, report.timeouts, report.reminders) == (1, 1, 1)
    assert list(IdempotencyRecord.objects.values_list("key", flat=True)) == ["fresh"]
    assert not TimeoutAction.objects.filter(pk=old_done.pk).exists()
    assert TimeoutAction.objects.count() == 2
    assert not Reminder.objects.filter(pk=gone.pk).exists()
    assert Reminder.objects.count() == 3
    assert records_prune(now=now) == type(report)(0, 0, 0)


def test_beat_prunes_every_hour() -> None:
    entry = celery_app.conf.beat_schedule["prune-records"]
    assert entry["task"] == "games.tasks.records_prune"
    assert entry["schedule"] == timedelta(hours=1)
