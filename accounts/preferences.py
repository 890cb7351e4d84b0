"""Account writes for reminders: preferences, vacations and the calendar feed key.

Vacation: every user may pause all their clocks for up to ``VACATION_ALLOWANCE`` (30 days)
per calendar year (UTC); a vacation across New Year counts against each year for the days in
it. Starting one moves the deadline of every turn waiting for the user by its length, and a
turn that starts during it gets its full time per move from its end (``services._update_turns``
reads ``User.vacation_until``). Ending early gives back the unused days and moves those
deadlines back, so the clocks were paused exactly as long as the vacation lasted. No reminder
goes out while a user is away (``games.reminders`` postpones them to the end).
"""

from __future__ import annotations

import math
import secrets
from datetime import UTC, datetime, time, timedelta
from typing import TypeGuard

from django.db import transaction
from django.db.models import F

from accounts import representations as acc
from accounts.models import Preferences, User, Vacation
from accounts.services import token_hash
from accounts.timezones import zone_names
from accounts.token_cache import token_cache_forget_on_commit
from games import errors
from games.models import Game, GameStatus, Seat

VACATION_ALLOWANCE = timedelta(days=30)
MAX_LADDER_RUNGS = 5
MAX_HOURS_BEFORE = 30 * 24

BOOLEAN_PREFERENCES = (
    "email_reminders",
    "live_reminders",
    "push_reminders",
    "confirm_moves",
    "remind_on_turn_start",
    "daily_digest",
)
EDITABLE = (
    "email_reminders",
    "live_reminders",
    "push_reminders",
    "confirm_moves",
    "remind_on_turn_start",
    "remind_hours_before",
    "timezone",
    "quiet_start",
    "quiet_end",
    "daily_digest",
    "digest_hour",
)


def preferences_update(*, user: User, **changes: object) -> Preferences:
    """Change some preferences (validated here, so every interface gets the same checks: the
    values are whatever a form or a request held, hence ``object``)."""
    unknown = sorted(set(changes) - set(EDITABLE))
    if unknown:
        raise errors.InvalidRequest(f"Unknown preference: {', '.join(unknown)}.")
    _validate(changes)
    with transaction.atomic():
        prefs, _ = Preferences.objects.select_for_update().get_or_create(user=user)
        for name, value in changes.items():
            setattr(prefs, name, value)
        if (prefs.quiet_start is None) != (prefs.quiet_end is None):
            raise errors.InvalidRequest("Quiet hours need both a start and an end.")
        prefs.save()
    return prefs


def _is_ladder(hours: object) -> TypeGuard[list[int]]:
    """A reminder ladder: at most MAX_LADDER_RUNGS whole numbers of hours before a deadline."""
    return (
        isinstance(hours, list)
        and len(hours) <= MAX_LADDER_RUNGS
        and all(
            isinstance(h, int) and not isinstance(h, bool) and 1 <= h <= MAX_HOURS_BEFORE
            for h in hours
        )
    )


def _validate(changes: dict[str, object]) -> None:
    if "timezone" in changes and changes["timezone"] not in zone_names():
        message = "Unknown time zone: choose one such as Europe/Kyiv or Asia/Tokyo."
        raise errors.InvalidRequest(message, details={"timezone": [message]})
    if "remind_hours_before" in changes:
        hours = changes["remind_hours_before"]
        if not _is_ladder(hours):
            raise errors.InvalidRequest(
                f"remind_hours_before is a list of at most {MAX_LADDER_RUNGS} whole numbers "
                f"of hours between 1 and {MAX_HOURS_BEFORE}."
            )
        changes["remind_hours_before"] = sorted(set(hours), reverse=True)
    if "digest_hour" in changes and changes["digest_hour"] not in range(24):
        raise errors.InvalidRequest("digest_hour is an hour of the day, 0 to 23.")
    for name in ("quiet_start", "quiet_end"):
        if changes.get(name) is not None and not isinstance(changes[name], time):
            raise errors.InvalidRequest(f"{name} is a time of day.")
    for name in BOOLEAN_PREFERENCES:
        if name in changes and not isinstance(changes[name], bool):
            raise errors.InvalidRequest(f"{name} is true or false.")


# ----- vacation -------------------------------------------------------------------------------


def _year_bounds(year: int) -> tuple[datetime, datetime]:
    return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)


def _overlap(start: datetime, end: datetime, year: int) -> timedelta:
    first, last = _year_bounds(year)
    return max(timedelta(0), min(end, last) - max(start, first))


def vacation_used(*, user: User, year: int) -> timedelta:
    first, last = _year_bounds(year)
    rows = Vacation.objects.filter(user=user, starts_at__lt=last, ends_at__gt=first)
    return sum((_overlap(v.starts_at, v.ends_at, year) for v in rows), timedelta(0))


def vacation_status(*, user: User, now: datetime) -> acc.VacationStatus:
    until = user.vacation_until if user.vacation_until and user.vacation_until > now else None
    used = vacation_used(user=user, year=now.year)
    return {
        "on_vacation": until is not None,
        "until": until.isoformat() if until else None,
        "allowance_days": VACATION_ALLOWANCE.days,
        "used_days": round(used / timedelta(days=1), 2),
        "remaining_days": days_shown(VACATION_ALLOWANCE - used),
    }


def _shift_waiting_turns(user: User, by: timedelta, now: datetime) -> None:
    """Move the deadlines of the user's turns by ``by``, with their games locked.

    The locks (in id order, as the sweep takes them) make a move that starts the user's turn
    either finish first, so its seat is shifted here, or wait, and then read the new
    ``vacation_until``: without them such a turn could keep its unshifted deadline.
    """
    games = Game.objects.filter(seats__user=user, status=GameStatus.ACTIVE).order_by("pk")
    list(games.select_for_update(of=("self",)).values_list("pk", flat=True))
    # remind_at=now: the reminder sweep works the ladder out again for the moved deadline.
    Seat.objects.filter(
        user=user, is_to_act=True, bot_kind="", game__status=GameStatus.ACTIVE
    ).update(deadline_at=F("deadline_at") + by, remind_at=now)


def days_shown(length: timedelta) -> float:
    """Days to two decimals, rounded down: never more than can be taken (a vacation ended
    early gives back a fraction; 29.996 days left is not "30.0", which would be refused)."""
    return math.floor(length / timedelta(days=1) * 100) / 100


def vacation_start(*, user: User, days: int, now: datetime) -> Vacation:
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise errors.InvalidRequest("A vacation lasts a whole number of days, at least one.")
    if days > 366:  # more than any two years' allowances; and timedelta overflows further on
        raise errors.InvalidRequest("A vacation lasts at most 366 days.")
    length = timedelta(days=days)
    end = now + length
    with transaction.atomic():
        locked = User.objects.select_for_update().get(pk=user.pk)
        if locked.vacation_until and locked.vacation_until > now:
            raise errors.Conflict("You are already on vacation.", code="on_vacation")
        for year in range(now.year, end.year + 1):
            left = VACATION_ALLOWANCE - vacation_used(user=user, year=year)
            if _overlap(now, end, year) > left:
                raise errors.Conflict(
                    f"That is more than the {left.days} vacation days left in {year}.",
                    code="vacation_allowance",
                    details={"remaining_days": days_shown(left)},
                )
        vacation = Vacation.objects.create(user=user, starts_at=now, ends_at=end)
        User.objects.filter(pk=user.pk).update(vacation_until=end)
        token_cache_forget_on_commit(user_id=user.pk)  # no signal for an update()
        _shift_waiting_turns(user, length, now)
    user.vacation_until = end
    return vacation


def vacation_end(*, user: User, now: datetime) -> None:
    """End the current vacation now: unused days come back, deadlines move back."""
    with transaction.atomic():
        locked = User.objects.select_for_update().get(pk=user.pk)
        until = locked.vacation_until
        if until is None or until <= now:
            raise errors.Conflict("You are not on vacation.", code="not_on_vacation")
        Vacation.objects.filter(user=user, starts_at__lte=now, ends_at=until).update(ends_at=now)
        User.objects.filter(pk=user.pk).update(vacation_until=now)
        token_cache_forget_on_commit(user_id=user.pk)  # no signal for an update()
        _shift_waiting_turns(user, -(until - now), now)
    user.vacation_until = now


# ----- calendar feed --------------------------------------------------------------------------


def calendar_key_regenerate(*, user: User) -> str:
    """A new secret for the calendar feed URL; the old URL stops working. Shown once."""
    key = secrets.token_urlsafe(24)
    with transaction.atomic():
        prefs, _ = Preferences.objects.select_for_update().get_or_create(user=user)
        prefs.calendar_key_hash = token_hash(key)
        prefs.save(update_fields=["calendar_key_hash"])
    return key


def calendar_disable(*, user: User) -> None:
    Preferences.objects.filter(user=user).update(calendar_key_hash="")


def preferences_json(prefs: Preferences) -> acc.Preferences:
    """The preferences as the API shows them (and the account export)."""
    return {
        "email_reminders": prefs.email_reminders,
        "live_reminders": prefs.live_reminders,
        "push_reminders": prefs.push_reminders,
        "confirm_moves": prefs.confirm_moves,
        "remind_on_turn_start": prefs.remind_on_turn_start,
        "remind_hours_before": list(prefs.remind_hours_before),
        "timezone": prefs.timezone,
        "quiet_start": prefs.quiet_start.strftime("%H:%M") if prefs.quiet_start else None,
        "quiet_end": prefs.quiet_end.strftime("%H:%M") if prefs.quiet_end else None,
        "daily_digest": prefs.daily_digest,
        "digest_hour": prefs.digest_hour,
        "calendar_feed": bool(prefs.calendar_key_hash),
    }
