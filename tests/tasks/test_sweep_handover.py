"""The sweep only decides and hands over; tasks carry out, once, whatever is lost or doubled.

These tests use the real Redis broker and, where the behaviour depends on it, a real worker:
a "lost" task is one purged from the broker's queue, a doubled one is sent twice.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Any

import pytest
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.models import Preferences
from config.celery import app
from games.models import Game, Move, Reminder, Seat, TimeoutAction
from games.sweep import DELIVERY_BATCH, HANDOVER_LEASE, deadlines_sweep
from tests.factories import game_started
from tests.tasks.support import drained, queued, worker

MINUTE = timedelta(minutes=1)


def _overdue(game: Game, now: datetime) -> Seat:
    """The seat to act in ``game`` missed its deadline a minute before ``now``."""
    turn = Seat.objects.get(game=game, index=game.to_act[0])
    Seat.objects.filter(pk=turn.pk).update(deadline_at=now - MINUTE, remind_at=None)
    return turn


def _reminder_due(game: Game, now: datetime) -> Seat:
    """The seat to act in ``game`` has 23 hours left: its 24 h reminder is due at ``now``."""
    turn = Seat.objects.get(game=game, index=game.to_act[0])
    Seat.objects.filter(pk=turn.pk).update(deadline_at=now + 23 * 60 * MINUTE, remind_at=now)
    return turn


def _one_timeout_and_one_reminder_due(
    alice: Any, bob: Any, carol: Any, now: datetime
) -> tuple[Seat, Seat]:
    """Alice v Bob: a deadline passed; Carol v Alice: a 24 h email reminder due; empty queue."""
    Preferences.objects.create(user=carol, live_reminders=False)
    Preferences.objects.create(user=alice, live_reminders=False)
    late = _overdue(game_started("hachi", [alice, bob]), now)
    waiting = _reminder_due(game_started("hachi", [carol, alice]), now)
    app.control.purge()
    return late, waiting


@pytest.mark.django_db(transaction=True)
def test_the_sweep_decides_and_hands_over_but_neither_moves_nor_sends(
    alice: Any, bob: Any, carol: Any
):
    now = timezone.now()
    late, waiting = _one_timeout_and_one_reminder_due(alice, bob, carol, now)

    report = deadlines_sweep(now=now)

    # Decided into the outbox and claimed, handed to the broker, nothing carried out.
    assert (report.timeouts, report.decided, report.reminders) == (1, 1, 1)
    assert queued() == len(report.jobs) == 2
    action = TimeoutAction.objects.get(seat=late)
    assert (action.outcome, action.decided_at, action.enqueued_at) == ("pending", now, now)
    reminder = Reminder.objects.get(seat=waiting)
    assert (reminder.status, reminder.enqueued_at) == ("pending", now)
    assert not Move.objects.exists() and mail.outbox == []

    with worker():
        drained()
    action.refresh_from_db()
    assert action.outcome == "bot_moved" and action.done_at == now
    assert Move.objects.filter(game=late.game, seat=late.index, by_bot=True).exists()
    assert [m.to for m in mail.outbox] == [[waiting.user.email]]
    assert Reminder.objects.get(seat=waiting).status == "sent"


@pytest.mark.django_db(transaction=True)
def test_a_lost_task_is_handed_over_again_after_its_lease_and_a_doubled_one_applies_once(
    alice: Any, bob: Any, carol: Any
):
    now = timezone.now()
    late, waiting = _one_timeout_and_one_reminder_due(alice, bob, carol, now)

    assert deadlines_sweep(now=now).timeouts == 1
    assert app.control.purge() == 2  # the broker loses both tasks (or a worker dies)
    # Within the lease the rows count as handed over: nothing is sent again every minute.
    soon = deadlines_sweep(now=now + MINUTE)
    assert (soon.timeouts, soon.reminders, queued()) == (0, 0, 0)
    # After it, the next sweep hands the pending rows over again.
    later = deadlines_sweep(now=now + HANDOVER_LEASE)
    assert (later.timeouts, later.reminders, later.decided, queued()) == (1, 1, 0, 2)

    with worker():
        drained()
        for job in later.jobs:  # the broker delivers each task a second time
            job.apply_async()
        drained()

    game = Game.objects.get(pk=late.game_id)
    moves = list(Move.objects.filter(game=game).values_list("seq", "seat", "by_bot"))
    assert moves == [(seq, late.index, True) for seq in range(1, game.version + 1)] and moves
    actions = TimeoutAction.objects.filter(seat=late).order_by("version")
    assert [(a.version, a.outcome) for a in actions] == [
        (v, "bot_moved") for v in range(game.version)
    ]
    assert {a.done_at for a in actions} == {now + HANDOVER_LEASE}
    assert [m.to for m in mail.outbox] == [[waiting.user.email]]
    row = Reminder.objects.get(seat=waiting)
    assert mail.outbox[0].extra_headers["Message-ID"] == f"<reminder-{row.pk}@localhost>"
    assert (row.status, row.sent_at) == ("sent", now + HANDOVER_LEASE)


@pytest.mark.django_db
def test_a_sweep_costs_the_same_few_queries_and_three_transactions_whatever_is_due(
    alice: Any, bob: Any
):
    for user in (alice, bob):  # every preference the ladder reads comes with the seats
        Preferences.objects.create(user=user, timezone="Asia/Tokyo", quiet_start=time(1, 0))
    now = timezone.now()
    games = [game_started("hachi", [alice, bob]) for _ in range(102)]
    _overdue(games[0], now)
    _reminder_due(games[1], now)
    later = now + 2 * MINUTE  # not yet due at now
    for game in games[2:52]:
        _overdue(game, later)
    for game in games[52:]:
        _reminder_due(game, later)

    with CaptureQueriesContext(connection) as few:
        small = deadlines_sweep(now=now)
    with CaptureQueriesContext(connection) as many:
        big = deadlines_sweep(now=later)

    assert (small.timeouts, small.reminders) == (1, 2)  # email and /ws/me/ rows
    assert (big.timeouts, big.reminders) == (50, 100)  # 100 due items, 150 outbox rows
    assert len(big.jobs) == 50 + 100 // DELIVERY_BATCH
    for captured in (few, many):
        statements = [q["sql"] for q in captured.captured_queries]
        # In a test the sweep's transactions are savepoints: one for the timeouts, one for
        # the reminders, one for the webhook deliveries due, whatever is due (the stalled
        # bots are one read, outside them); nothing is sent or moved inline.
        assert sum(sql.startswith("SAVEPOINT") for sql in statements) == 3
    # 17 before webhooks; now also the deadline warnings' webhook lookup and the webhook
    # deliveries' claim (its savepoint, one read, its release).
    assert len(many) <= 21
    if connection.vendor == "postgresql":  # SQLite splits big INSERTs into batches
        assert len(many) == len(few)
