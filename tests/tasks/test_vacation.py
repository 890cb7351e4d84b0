"""Vacation: clocks pause for existing and new turns, a yearly allowance, ending early."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.core import mail
from django.db import transaction
from django.utils import timezone

from accounts.models import Preferences
from accounts.preferences import vacation_end, vacation_start, vacation_status
from games import errors
from games.models import Game, Move, Seat, TimeoutAction
from tests.factories import game_started
from tests.tasks.support import play, seat, sweep
from tests.threads import run_together

pytestmark = pytest.mark.django_db

DAY = timedelta(days=1)


def test_a_vacation_moves_waiting_deadlines_and_no_timeout_or_reminder_happens(
    alice: Any, bob: Any
):
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(days=2))
    turn = seat(game, game.to_act[0])
    deadline, now = turn.deadline_at, timezone.now()
    vacation_start(user=turn.user, days=7, now=now)
    turn.refresh_from_db()
    assert turn.deadline_at == deadline + 7 * DAY

    report = sweep(deadline + timedelta(minutes=1))
    assert report.timeouts == 0 and not TimeoutAction.objects.exists()
    assert mail.outbox == []  # the 24 h rung of the old deadline is gone with it
    turn.refresh_from_db()
    assert turn.remind_at == now + 7 * DAY  # reminders wait for the return
    assert not Move.objects.filter(game=game).exists()

    sweep(turn.deadline_at + timedelta(minutes=1))
    assert TimeoutAction.objects.filter(seat=turn).exists()  # the moved deadline still holds


def test_a_turn_starting_during_a_vacation_gets_its_full_time_after_it(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(days=2))
    away = seat(game, 1 - game.to_act[0]).user
    vacation_start(user=away, days=5, now=timezone.now())
    away.refresh_from_db()
    while away.pk not in [seat(game, i).user_id for i in game.to_act]:
        game = play(game, game.to_act[0])  # the other player moves until it is away's turn
    turn = seat(game, game.to_act[0])
    assert turn.deadline_at == away.vacation_until + 2 * DAY


def test_ending_early_gives_the_days_back_and_moves_deadlines_back(alice: Any, bob: Any):
    Preferences.objects.create(user=alice, remind_on_turn_start=True, live_reminders=False)
    Preferences.objects.create(user=bob, remind_on_turn_start=True, live_reminders=False)
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(days=2))
    turn = seat(game, game.to_act[0])
    deadline, start = turn.deadline_at, timezone.now()
    vacation_start(user=turn.user, days=10, now=start)
    back = start + 3 * DAY
    vacation_end(user=turn.user, now=back)
    turn.refresh_from_db()
    assert turn.deadline_at == deadline + 3 * DAY  # paused exactly as long as the vacation
    status = vacation_status(user=turn.user, now=back)
    assert status["on_vacation"] is False
    assert status["used_days"] == 3 and status["remaining_days"] == 27

    sweep(back)  # back home: the "your move" reminder now comes
    assert [m.to for m in mail.outbox] == [[turn.user.email]]
    with pytest.raises(errors.Conflict):
        vacation_end(user=turn.user, now=back)


def test_the_yearly_allowance_is_thirty_days_counted_per_calendar_year(alice: Any):
    spring = datetime(2027, 3, 1, tzinfo=UTC)
    vacation_start(user=alice, days=20, now=spring)
    with pytest.raises(errors.Conflict):
        vacation_start(user=alice, days=3, now=spring + DAY)  # already away
    with pytest.raises(errors.Conflict) as refused:
        vacation_start(user=alice, days=11, now=spring + 30 * DAY)
    assert refused.value.code == "vacation_allowance"
    vacation_start(user=alice, days=10, now=spring + 30 * DAY)
    assert vacation_status(user=alice, now=spring + 60 * DAY)["remaining_days"] == 0

    # Across New Year each year pays for its own days: 6 in 2027 would be too many...
    winter = datetime(2027, 12, 26, tzinfo=UTC)
    with pytest.raises(errors.Conflict):
        vacation_start(user=alice, days=10, now=winter)
    # ...but a vacation of 2028 alone draws on the new allowance.
    vacation_start(user=alice, days=30, now=datetime(2028, 1, 2, tzinfo=UTC))
    with pytest.raises(errors.InvalidRequest):
        vacation_start(user=alice, days=0, now=datetime(2029, 1, 2, tzinfo=UTC))


@pytest.mark.django_db(transaction=True)
def test_a_turn_starting_while_the_vacation_starts_is_shifted_too(alice: Any, bob: Any):
    """Bob's move gives Alice the turn while she starts a vacation: whichever commits first,
    her new deadline ends up after the vacation (the vacation waits for the game's lock)."""
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(days=2))
    while alice.pk in [seat(game, i).user_id for i in game.to_act]:
        game = play(game, game.to_act[0])  # Alice plays on until she is the one waiting
    waiting = next(s for s in Seat.objects.filter(game=game) if s.user_id == alice.pk)
    assert not waiting.is_to_act
    now = timezone.now()
    locked, hold = threading.Event(), 1.5
    waited: list[float] = []

    def bobs_move() -> None:  # as move_submit does it: game locked, then the turns written
        with transaction.atomic():
            Game.objects.select_for_update().get(pk=game.pk)
            locked.set()
            time.sleep(hold)
            deadline = now + 2 * DAY
            Seat.objects.filter(pk=waiting.pk).update(is_to_act=True, deadline_at=deadline)

    def alices_vacation() -> None:
        assert locked.wait(10)
        start = time.monotonic()
        vacation_start(user=alice, days=7, now=now)
        waited.append(time.monotonic() - start)

    run_together([bobs_move, alices_vacation])
    waiting.refresh_from_db()
    assert waited and waited[0] >= hold * 0.6, waited
    assert waiting.is_to_act and waiting.deadline_at == now + 9 * DAY


def test_the_days_shown_are_days_that_can_be_taken(alice: Any) -> None:
    """A vacation ended early gives back all but a few minutes: 29.99 days are shown (not
    "30.0", which would then be refused), and 29 whole days can be taken."""
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    vacation_start(user=alice, days=2, now=start)
    vacation_end(user=alice, now=start + timedelta(minutes=7))
    later = start + timedelta(hours=1)
    assert vacation_status(user=alice, now=later)["remaining_days"] == 29.99
    with pytest.raises(errors.Conflict) as refused:
        vacation_start(user=alice, days=30, now=later)
    assert refused.value.details == {"remaining_days": 29.99}
    vacation_start(user=alice, days=29, now=later)
