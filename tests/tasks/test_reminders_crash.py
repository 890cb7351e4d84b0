"""Reminders under a crash: each is sent and marked in its own transaction, so a worker that
dies mid-batch leaves at most the one in flight to be sent again (same Message-ID); a live
reminder is marked sent only once Redis took its event, which carries the row's id."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from channels.layers import channel_layers
from django.core import mail
from django.core.mail.backends.locmem import EmailBackend
from django.test import override_settings
from django.utils import timezone

from games.models import Reminder, Seat
from games.reminders import reminders_deliver
from tests.factories import game_started

pytestmark = pytest.mark.django_db


class WorkerKilled(BaseException):
    """Stands for the process dying: no ``except Exception`` catches it."""


class DyingBackend(EmailBackend):
    """The locmem outbox, and the process dies right after the 5th mail went out."""

    def send_messages(self, messages: Any) -> int:
        sent = super().send_messages(messages)
        if len(mail.outbox) == 5 and not getattr(DyingBackend, "died", False):
            DyingBackend.died = True  # type: ignore[attr-defined]
            raise WorkerKilled
        return sent


def _due(alice: Any, bob: Any, channel: str, count: int) -> list[int]:
    now = timezone.now()
    ids = []
    for _ in range(count):
        game = game_started("hachi", [alice, bob])
        seat = Seat.objects.select_related("user").get(game=game, index=game.to_act[0])
        row = Reminder.objects.create(
            user=seat.user,
            seat=seat,
            deadline_at=seat.deadline_at,
            step="24h",
            channel=channel,
            decided_at=now,
            send_at=now,
        )
        ids.append(row.pk)
    return ids


@override_settings(
    MAILERS={"default": {"BACKEND": "tests.tasks.test_reminders_crash.DyingBackend"}}
)
def test_a_crash_mid_batch_sends_at_most_the_one_in_flight_again(alice: Any, bob: Any) -> None:
    DyingBackend.died = False  # type: ignore[attr-defined]
    ids = _due(alice, bob, "email", 10)
    with pytest.raises(WorkerKilled):
        reminders_deliver(ids=ids, now=timezone.now())
    assert Reminder.objects.filter(status="sent").count() == 4  # the 5th died in flight
    assert reminders_deliver(ids=ids, now=timezone.now()) == 6  # the retry after the lease
    assert set(Reminder.objects.values_list("status", flat=True)) == {"sent"}
    message_ids = Counter(m.extra_headers["Message-ID"] for m in mail.outbox)
    assert len(mail.outbox) == 11 and len(message_ids) == 10
    assert [n for n in message_ids.values() if n > 1] == [2]


def test_a_live_reminder_stays_pending_while_redis_cannot_take_it(alice: Any, bob: Any) -> None:
    (row_id,) = _due(alice, bob, "live", 1)
    dead = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": ["redis://127.0.0.1:9/0"]},
        }
    }
    try:
        with override_settings(CHANNEL_LAYERS=dead):
            channel_layers.backends = {}
            assert reminders_deliver(ids=[row_id], now=timezone.now()) == 0
    finally:
        channel_layers.backends = {}
    assert Reminder.objects.get(pk=row_id).status == "pending"
    assert reminders_deliver(ids=[row_id], now=timezone.now()) == 1
    assert Reminder.objects.get(pk=row_id).status == "sent"
