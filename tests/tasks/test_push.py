"""Web Push reminders: decided into the outbox with email, held by quiet hours, delivered once,
encrypted for the browser and signed with our VAPID key; a forgotten browser is dropped.

The push service is a local HTTP server (tests/tasks/push_service.py) that decrypts what it
gets with the browser's keys, as the browser would.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, time, timedelta
from typing import Any

import pytest
from django.db import transaction

from accounts.models import Preferences
from accounts.preferences import vacation_start
from games import tasks
from games.models import Game, PushSubscription, Reminder, Seat
from games.push_keys import Vapid, vapid_keys_new
from games.reminders import reminders_decide, reminders_deliver
from games.sweep import HANDOVER_LEASE, deadlines_sweep
from tests.factories import game_started
from tests.tasks.push_service import Browser, PushService, b64url, push_service, vapid_claims
from tests.tasks.support import clock_set, drained, play, seat, seat_to_act, sweep
from tests.threads import run_together

pytestmark = pytest.mark.django_db

MINUTE = timedelta(minutes=1)
SUBJECT = "mailto:ops@example.com"


@pytest.fixture
def service() -> Iterator[PushService]:
    with push_service() as running:
        yield running


def subscribe(user: Any, service: PushService, name: str = "phone") -> Browser:
    browser = Browser()
    PushSubscription.objects.create(
        user=user, endpoint=service.endpoint(name), p256dh=browser.p256dh, auth=b64url(browser.auth)
    )
    return browser


def push_only(*users: Any, **prefs: Any) -> None:
    """Preferences that leave push as the only channel (so the tests count pushes alone)."""
    for user in users:
        Preferences.objects.create(user=user, email_reminders=False, live_reminders=False, **prefs)


def pushed_turn(alice: Any, bob: Any, service: PushService) -> tuple[Seat, Browser]:
    """A Hachi game of alice and bob, who want pushes only and at each turn's start: the turn
    waiting, and the browser of its player."""
    push_only(alice, bob, remind_on_turn_start=True)
    turn = seat_to_act(game_started("hachi", [alice, bob]))
    return turn, subscribe(turn.user, service)


def push_decided(alice: Any, bob: Any, service: PushService) -> tuple[Reminder, Browser, datetime]:
    """``pushed_turn``'s reminder decided when its ladder is due: the row to deliver, the
    browser it goes to, and that instant."""
    turn, browser = pushed_turn(alice, bob, service)
    (row,) = reminders_decide(now=turn.remind_at, seat_ids=[turn.pk])
    return row, browser, turn.remind_at


def hidden_cards(game: Game) -> set[str]:
    """Every card id in the full state: both hands and the draw pile included."""
    game.refresh_from_db()
    return set(re.findall(r'"(\d\d[A-Z][A-Z0-9]?)"', str(game.state).replace("'", '"')))


@pytest.mark.django_db(transaction=True)
def test_a_due_reminder_is_pushed_once_encrypted_for_the_browser_and_signed(
    celery_worker: Any, vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    push_only(alice, bob, remind_on_turn_start=True)
    game = game_started("hachi", [alice, bob])
    turn = seat_to_act(game)
    other = bob if turn.user == alice else alice
    browser = subscribe(turn.user, service)
    subscribe(other, service, "elsewhere")  # not their turn: nothing for them

    now = turn.remind_at
    deadlines_sweep(now=now)  # commits, hands the delivery to the real worker
    drained()

    (push,) = service.pushes()
    row = Reminder.objects.get(channel="push")
    assert (row.user_id, row.status, row.step) == (turn.user_id, "sent", "turn")
    assert push.path == "/push/phone"
    assert push.headers["content-encoding"] == "aes128gcm"
    assert push.headers["topic"] == f"reminder-{row.pk}"
    assert 0 < int(push.headers["ttl"]) <= (turn.deadline_at - now).total_seconds()
    claims = vapid_claims(push.headers["authorization"], vapid.public_key)
    assert (claims["aud"], claims["sub"]) == (service.origin, SUBJECT)
    message = browser.decrypt(push.body)
    deadline = turn.deadline_at.astimezone(UTC)
    assert message == {
        "kind": "your_turn",
        "game": game.pk,
        "title": f"Your move in Hachi #{game.pk}",
        "body": f"Against {other.username}. Deadline {deadline:%a %d %b, %H:%M} (UTC).",
        "url": f"/games/{game.pk}/",
        "tag": f"game-{game.pk}",
    }
    text = str(message)
    assert game.seed not in text
    assert len(hidden_cards(game)) > 20
    assert [card for card in hidden_cards(game) if card in text] == []

    # The delivery task again (a duplicate hand-over): nothing more goes out.
    tasks.reminders_deliver.delay([row.pk], now.isoformat())
    drained()
    assert len(service.pushes()) == 1
    assert PushSubscription.objects.get(user=turn.user).last_sent_at == now


def test_quiet_hours_hold_a_push_until_they_end(
    vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    push_only(alice, bob, timezone="Europe/Berlin", quiet_start=time(22), quiet_end=time(8))
    night = datetime(2026, 11, 23, 22, 0, tzinfo=UTC)  # 23:00 in Berlin
    morning = datetime(2026, 11, 24, 7, 0, tzinfo=UTC)  # 08:00 in Berlin
    turn = clock_set(
        seat_to_act(game_started("hachi", [alice, bob])),
        deadline=night + timedelta(hours=20),
        remind_at=night,
    )
    browser = subscribe(turn.user, service)

    sweep(night)
    assert service.pushes() == []
    row = Reminder.objects.get(channel="push")
    assert (row.status, row.send_at) == ("pending", morning)
    sweep(morning - MINUTE)
    assert service.pushes() == []
    sweep(morning)
    (push,) = service.pushes()
    assert browser.decrypt(push.body)["kind"] == "deadline_warning"
    assert "(Europe/Berlin)" in browser.decrypt(push.body)["body"]
    row.refresh_from_db()
    assert row.status == "sent"


def test_a_vacation_holds_a_push_until_it_ends(
    vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    turn, _browser = pushed_turn(alice, bob, service)
    now = turn.remind_at
    vacation_start(user=turn.user, days=2, now=now)
    back = now + timedelta(days=2)
    sweep(now + MINUTE)
    assert service.pushes() == [] and not Reminder.objects.exists()
    sweep(back)
    assert len(service.pushes()) == 1
    assert Reminder.objects.get(channel="push").status == "sent"


def test_a_site_that_dropped_its_keys_drops_the_pushes_it_had_decided(
    vapid: Vapid, settings: Any, service: PushService, alice: Any, bob: Any
) -> None:
    row, _browser, now = push_decided(alice, bob, service)
    settings.VAPID_PRIVATE_KEY = settings.VAPID_PUBLIC_KEY = settings.VAPID_SUBJECT = ""
    assert tasks.reminders_deliver([row.pk], now.isoformat()) == 0
    row.refresh_from_db()
    assert row.status == "obsolete" and service.pushes() == []


def test_a_retry_after_a_crash_keeps_the_topic_and_a_second_run_sends_nothing(
    vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    row, browser, now = push_decided(alice, bob, service)
    assert row.channel == "push"

    # The worker sends, then dies before its commit: the row stays pending.
    with pytest.raises(RuntimeError), transaction.atomic():
        assert reminders_deliver(ids=[row.pk], now=now) == 1
        raise RuntimeError("worker killed")
    row.refresh_from_db()
    assert row.status == "pending" and len(service.pushes()) == 1

    # The retry, and the same task once more.
    assert tasks.reminders_deliver([row.pk], now.isoformat()) == 1
    assert tasks.reminders_deliver([row.pk], now.isoformat()) == 0
    first, retry = service.pushes()
    # The push service replaces an undelivered message of the same Topic; the phone replaces a
    # shown notification of the same tag: the player hears about it once.
    assert first.headers["topic"] == retry.headers["topic"] == f"reminder-{row.pk}"
    assert browser.decrypt(first.body) == browser.decrypt(retry.body)
    row.refresh_from_db()
    assert row.status == "sent"


@pytest.mark.django_db(transaction=True)
def test_two_deliveries_at_once_push_once(
    vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    row, _browser, now = push_decided(alice, bob, service)
    sent: list[int] = []
    run_together([lambda: sent.append(reminders_deliver(ids=[row.pk], now=now))] * 2)
    assert sorted(sent) == [0, 1]
    assert len(service.pushes()) == 1


def test_a_browser_the_push_service_forgot_is_deleted(
    vapid: Vapid, service: PushService, alice: Any, bob: Any, carol: Any
) -> None:
    push_only(alice, bob, carol, remind_on_turn_start=True)
    games = [game_started("hachi", [alice, other]) for other in (bob, carol)]
    for game in games:
        while 0 not in game.to_act:  # the opponent plays until alice's turn comes
            game = play(game, game.to_act[0])
    subscribe(alice, service, "old")
    subscribe(alice, service, "new")
    service.statuses["/push/old"] = 410
    first = seat(games[0], 0)
    # The second turn's ladder comes an hour later, whichever turn started first.
    second = seat(games[1], 0)
    second = clock_set(
        second, deadline=second.deadline_at, remind_at=first.remind_at + timedelta(hours=1)
    )
    sweep(first.remind_at)
    assert list(PushSubscription.objects.values_list("endpoint", flat=True)) == [
        service.endpoint("new")
    ]
    assert Reminder.objects.get(seat=first).status == "sent"

    # Her last browser is gone too: the reminder has nowhere to go.
    service.statuses["/push/new"] = 404
    sweep(second.remind_at)
    assert not PushSubscription.objects.exists()
    assert Reminder.objects.get(seat=second).status == "obsolete"
    assert [p.path for p in service.pushes()] == ["/push/old", "/push/new", "/push/new"]


def test_a_push_service_that_fails_gets_the_reminder_again_after_the_lease(
    vapid: Vapid, service: PushService, alice: Any, bob: Any
) -> None:
    turn, _browser = pushed_turn(alice, bob, service)
    service.statuses["/push/phone"] = 503
    now = turn.remind_at
    sweep(now)
    row = Reminder.objects.get(channel="push")
    assert row.status == "pending" and PushSubscription.objects.count() == 1
    del service.statuses["/push/phone"]
    sweep(now + MINUTE)  # still leased to the first task
    assert len(service.pushes()) == 1
    sweep(now + HANDOVER_LEASE)
    row.refresh_from_db()
    assert row.status == "sent" and len(service.pushes()) == 2


def test_push_rows_only_for_a_site_with_keys_and_a_user_with_a_browser_who_wants_them(
    settings: Any, service: PushService, alice: Any, bob: Any, carol: Any
) -> None:
    push_only(alice, bob, carol, remind_on_turn_start=True)
    Preferences.objects.filter(user=carol).update(push_reminders=False)
    games = [game_started("hachi", [alice, other]) for other in (bob, carol)]
    turns = []
    for game in games:
        while 0 in game.to_act:  # alice plays until the other player's turn comes
            game = play(game, 0)
        turns.append(seat(game, 1))
    subscribe(carol, service, "carol")
    later = max(t.remind_at for t in turns) + MINUTE

    subscribe(bob, service, "bob")
    sweep(later)  # no VAPID keys: no push at all, though bob has a browser and wants them
    assert not Reminder.objects.filter(channel="push").exists()

    keys = vapid_keys_new()
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = keys.public_key, keys.private_key
    settings.VAPID_SUBJECT = SUBJECT
    Seat.objects.filter(pk__in=[t.pk for t in turns]).update(remind_at=later)
    Reminder.objects.all().delete()
    sweep(later)  # bob has a browser and wants pushes; carol turned them off
    assert list(
        Reminder.objects.filter(channel="push").values_list("user__username", flat=True)
    ) == ["bob"]
    assert [p.path for p in service.pushes()] == ["/push/bob"]
