"""Beat expires the seeks hourly (docs/seeks.md §3): the task marks seeks past their week
expired and deletes the seeks that ended 30 days ago."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts.models import User
from config.celery import app
from games import jobs, seek_services
from games import tasks as _registered  # noqa: F401  (the tasks, under their names)
from games.models import SEEK_LIFETIME, Seek, SeekStatus

pytestmark = pytest.mark.django_db


def test_beat_expires_seeks_every_hour() -> None:
    entry = app.conf.beat_schedule["expire-seeks"]
    assert entry["task"] == jobs.SEEKS_EXPIRE
    assert entry["schedule"] == timedelta(hours=1)


def test_the_task_expires_old_seeks_and_deletes_long_ended_ones(alice: User, bob: User) -> None:
    now = timezone.now()
    old = seek_services.seek_create(
        user=alice, game_type="hachi", now=now - SEEK_LIFETIME - timedelta(hours=1)
    ).seek
    fresh = seek_services.seek_create(user=bob, game_type="take-the-train").seek
    ended_long_ago = seek_services.seek_create(
        user=bob, game_type="fast-train", now=now - timedelta(days=40)
    ).seek
    Seek.objects.filter(pk=ended_long_ago.pk).update(
        status=SeekStatus.CANCELLED, ended_at=now - timedelta(days=31)
    )
    assert app.tasks[jobs.SEEKS_EXPIRE]() == {"expired": 1, "deleted": 1}
    assert Seek.objects.get(pk=old.pk).status == SeekStatus.EXPIRED
    assert Seek.objects.get(pk=fresh.pk).status == SeekStatus.WAITING
    assert not Seek.objects.filter(pk=ended_long_ago.pk).exists()
    assert app.tasks[jobs.SEEKS_EXPIRE]() == {"expired": 0, "deleted": 0}
