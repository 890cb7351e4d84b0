"""Reminders: the ladder, channels, quiet hours, digest, exactly once, crash safety, no secrets."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.core import mail
from django.db import transaction

from accounts.models import Preferences
from games.engines.registry import get_engine
from games.models import Reminder
from games.notify import doorbells_flush, user_group
from games.reminders import reminders_decide, reminders_deliver
from games.sweep import HANDOVER_LEASE, deadlines_sweep
from tests.factories import game_started
from tests.tasks.support import carry_out, clock_set, drained, play, seat, seat_to_act, sweep
from tests.threads import run_together

pytestmark = pytest.mark.django_db

MINUTE = timedelta(minutes=1)


def test_default_ladder_mails_once_24h_before_without_hidden_information(
    alice: Any, bob: Any, django_capture_on_commit_callbacks: Any
):
    game = game_started("hachi", [alice, bob])
    turn = seat_to_act(game)
    deadline = turn.deadline_at
    assert sweep(turn.remind_at + MINUTE).decided == 0  # opt-in only
    turn.refresh_from_db()
    assert turn.remind_at == deadline - timedelta(hours=24)
    assert mail.outbox == []

    report = deadlines_sweep(now=deadline - timedelta(hours=23))
    assert mail.outbox == []  # the sweep decides and hands over; a task sends
    with django_capture_on_commit_callbacks(execute=True):
        carry_out(report)
    again = sweep(deadline - timedelta(hours=22))
    assert (report.decided, report.reminders) == (2, 2)  # the email and the /ws/me/ event
    assert again.counts() == {
        "timeouts": 0,
        "decided": 0,
        "reminders": 0,
        "digests": 0,
        "bots": 0,
        "ratings": 0,
        "webhooks": 0,
    }
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    row = Reminder.objects.get(channel="email")
    assert (row.step, row.status) == ("24h", "sent")
    assert message.extra_headers["Message-ID"] == f"<reminder-{row.pk}@localhost>"
    assert message.to == [turn.user.email]
    assert f"Hachi #{game.pk}" in message.subject
    other = "bob" if turn.user.username == "alice" else "alice"
    assert f"against {other}" in message.body
    assert f"/games/{game.pk}/" in message.body
    assert f"{deadline:%d %b %Y, %H:%M}" in message.body
    engine = get_engine("hachi")
    view = engine.view(engine.state_from_json(game.state), turn.index)
    for card in view["you"]["hand"] + view["field"]:
        assert card not in message.subject + message.body


def test_turn_start_opt_in_sends_email_and_live_event(
    alice: Any, bob: Any, django_capture_on_commit_callbacks: Any
):
    for user in (alice, bob):
        Preferences.objects.create(user=user, remind_on_turn_start=True)
    game = game_started("hachi", [alice, bob])
    turn = seat_to_act(game)
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(user_group(turn.user_id), channel)
    try:
        report = deadlines_sweep(now=turn.remind_at)
        with django_capture_on_commit_callbacks(execute=True):
            carry_out(report)
        doorbells_flush()
        event = async_to_sync(layer.receive)(channel)
    finally:
        async_to_sync(layer.group_discard)(user_group(turn.user_id), channel)
    live = Reminder.objects.get(channel="live")
    # The row's own id travels with the event: a resend after a crash is recognisable (beside
    # the event's id in the user's log, docs/streams.md, which a resend gets anew).
    assert event.pop("event_id")
    assert event == {
        "type": "user.event",
        "kind": "deadline_warning",
        "game": game.pk,
        "id": f"reminder-{live.pk}",
    }
    assert [m.to for m in mail.outbox] == [[turn.user.email]]
    assert set(Reminder.objects.values_list("step", "channel", "status")) == {
        ("turn", "email", "sent"),
        ("turn", "live", "sent"),
    }
    turn.refresh_from_db()
    assert turn.remind_at == turn.deadline_at - timedelta(hours=24)


def test_rungs_due_together_make_one_message(alice: Any, bob: Any):
    Preferences.objects.create(user=alice, remind_on_turn_start=True, live_reminders=False)
    Preferences.objects.create(user=bob, remind_on_turn_start=True, live_reminders=False)
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(hours=12))
    turn = seat_to_act(game)
    sweep(turn.remind_at)
    assert len(mail.outbox) == 1
    rows = dict(Reminder.objects.values_list("step", "status"))
    assert rows == {"24h": "merged", "turn": "sent"}
    turn.refresh_from_db()
    assert turn.remind_at is None  # nothing left on the ladder of this turn


def test_quiet_hours_delay_a_reminder_unless_the_deadline_comes_first(alice: Any, bob: Any):
    for user in (alice, bob):
        Preferences.objects.create(
            user=user,
            timezone="Europe/Berlin",
            quiet_start=time(22, 0),
            quiet_end=time(8, 0),
            live_reminders=False,
        )
    night = datetime(2026, 11, 23, 22, 0, tzinfo=UTC)  # 23:00 in Berlin
    morning = datetime(2026, 11, 24, 7, 0, tzinfo=UTC)  # 08:00 in Berlin
    relaxed, rushed = (game_started("hachi", [alice, bob]) for _ in range(2))
    calm = clock_set(seat_to_act(relaxed), deadline=night + timedelta(hours=20), remind_at=night)
    # This deadline falls inside the quiet hours: waiting for 08:00 would miss it.
    clock_set(seat_to_act(rushed), deadline=night + timedelta(hours=3), remind_at=night)

    sweep(night)
    assert len(mail.outbox) == 1 and f"#{rushed.pk}" in mail.outbox[0].subject
    waiting = Reminder.objects.get(seat=calm)
    assert (waiting.status, waiting.send_at) == ("pending", morning)

    sweep(morning - MINUTE)
    assert len(mail.outbox) == 1
    sweep(morning)
    assert len(mail.outbox) == 2 and f"#{relaxed.pk}" in mail.outbox[1].subject


def test_daily_digest_gathers_the_reminders_into_one_mail(alice: Any, bob: Any, carol: Any):
    Preferences.objects.create(user=alice, daily_digest=True, digest_hour=8, live_reminders=False)
    start = datetime(2026, 11, 23, 5, 0, tzinfo=UTC)
    games = [game_started("hachi", [alice, other]) for other in (bob, carol, bob)]
    turns = []
    for game in games:
        while 0 not in game.to_act:  # the opponent plays until alice's turn comes
            game = play(game, game.to_act[0])
        turns.append(
            clock_set(seat(game, 0), deadline=start + timedelta(hours=20), remind_at=start)
        )

    sweep(start)
    played = games[2]
    while 0 in played.to_act:  # this turn is played before the digest goes out
        played = play(played, 0)
    assert [m.to for m in mail.outbox if m.to == [alice.email]] == []
    digest_at = datetime(2026, 11, 23, 8, 0, tzinfo=UTC)
    assert sweep(digest_at).digests == 1
    assert sweep(digest_at + MINUTE).digests == 0
    mine = [m for m in mail.outbox if m.to == [alice.email]]
    assert len(mine) == 1
    assert mine[0].subject == "2 games are waiting for your move"
    assert f"#{games[0].pk}" in mine[0].body and f"#{games[1].pk}" in mine[0].body
    assert f"#{games[2].pk}" not in mine[0].body
    assert mine[0].extra_headers["Message-ID"] == f"<digest-{alice.pk}-202611230800@localhost>"
    statuses = dict(Reminder.objects.filter(user=alice).values_list("seat_id", "status"))
    assert statuses == {turns[0].pk: "sent", turns[1].pk: "sent", turns[2].pk: "obsolete"}


def test_decided_but_unsent_reminders_survive_a_crash_with_the_same_message_id(
    alice: Any, bob: Any
):
    Preferences.objects.create(user=alice, remind_on_turn_start=True, live_reminders=False)
    Preferences.objects.create(user=bob, remind_on_turn_start=True, live_reminders=False)
    game = game_started("hachi", [alice, bob])
    turn = seat_to_act(game)
    now = turn.remind_at
    # The worker decides, then dies before sending.
    (row,) = reminders_decide(now=now, seat_ids=[turn.pk])
    assert mail.outbox == [] and reminders_decide(now=now, seat_ids=[turn.pk]) == []

    # The next worker sends, then dies before its commit: the row stays pending.
    with pytest.raises(RuntimeError), transaction.atomic():
        assert reminders_deliver(ids=[row.pk], now=now) == 1
        raise RuntimeError("worker killed")
    row.refresh_from_db()
    assert row.status == "pending" and len(mail.outbox) == 1

    sweep(now + MINUTE)  # the row is still claimed by the dead worker
    assert len(mail.outbox) == 1
    sweep(now + HANDOVER_LEASE)  # the lease ran out: handed over again
    sweep(now + HANDOVER_LEASE + MINUTE)
    row.refresh_from_db()
    assert row.status == "sent" and len(mail.outbox) == 2
    first, retry = (m.extra_headers["Message-ID"] for m in mail.outbox)
    assert first == retry == f"<reminder-{row.pk}@localhost>"


def test_a_turn_played_before_delivery_sends_nothing(alice: Any, bob: Any):
    Preferences.objects.create(user=alice, remind_on_turn_start=True)
    Preferences.objects.create(user=bob, remind_on_turn_start=True)
    game = game_started("hachi", [alice, bob])
    turn = seat_to_act(game)
    rows = reminders_decide(now=turn.remind_at, seat_ids=[turn.pk])
    assert {r.channel for r in rows} == {"email", "live"}
    while turn.index in game.to_act:  # the player finishes the turn before the send
        game = play(game, turn.index)
    sweep(turn.remind_at + HANDOVER_LEASE)  # the deciding worker died: handed over again
    assert [m for m in mail.outbox if m.to == [turn.user.email]] == []
    assert set(Reminder.objects.filter(seat=turn).values_list("status", flat=True)) == {"obsolete"}


@pytest.mark.django_db(transaction=True)
def test_concurrent_sweeps_send_each_reminder_once(
    celery_worker: Any, alice: Any, bob: Any, carol: Any
):
    for user in (alice, bob, carol):
        Preferences.objects.create(user=user, remind_on_turn_start=True, live_reminders=False)
    games = [game_started("hachi", [alice, other]) for other in (bob, carol, bob, carol)]
    now = max(seat_to_act(g).remind_at for g in games) + MINUTE
    run_together([lambda: deadlines_sweep(now=now)] * 4, timeout=60)
    drained()  # the real worker has run every task the sweeps handed over
    subjects = sorted(m.subject for m in mail.outbox)
    assert subjects == sorted(f"Your move in Hachi #{g.pk}" for g in games)
    assert Reminder.objects.filter(status="sent").count() == 4
