"""The soak's end: let the site settle on a stopped clock, then check what must hold."""

from __future__ import annotations

import io
import math
import time
from collections import Counter
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Protocol

from django.core.management import CommandError, call_command
from django.db.models import Q

from bench.soak_report import Report
from config.clock import ClockSetting
from games.models import Game, IdempotencyRecord, Move, Reminder, Seat, TimeoutAction
from games.reminders import message_id

if TYPE_CHECKING:
    from bench.chaos import Service
    from bench.smtp_sink import SmtpSink
    from bench.soak_listeners import Listener, Listeners
    from bench.soak_players import Players, Traffic


class Site(Protocol):
    """What the checks ask of the soak's site (bench/soak.py runs it)."""

    smtp: SmtpSink
    webs: list[Service]
    clock_history: list[ClockSetting]

    def now(self) -> datetime: ...

    def clock_run(self, sim: datetime, speed: float) -> None: ...


# The clock steps this far when the site is idle but not settled: past the sweep's lease and
# the bot stall, so work whose task was lost in a kill is handed over again.
STEP = timedelta(minutes=6)


def _unsettled(site: Site) -> dict[str, int]:
    """What is still due at the stopped clock's time (all zero once the site settled)."""
    now = site.now()
    active = Q(game__status="active", is_to_act=True)
    return {
        "timeouts pending": TimeoutAction.objects.filter(done_at=None).count(),
        "reminders due": Reminder.objects.filter(status="pending", send_at__lte=now).count(),
        "seats overdue": Seat.objects.filter(active, deadline_at__lte=now).count(),
        "bots to act": Seat.objects.filter(active)
        .filter(~Q(bot_kind="") | Q(resigned_at__isnull=False))
        .count(),
    }


def settle(*, site: Site, seconds: float) -> dict[str, int]:
    """Sweep until nothing is due; step the clock when the site is idle but not settled."""
    from games.tasks import sweep_deadlines

    deadline = time.monotonic() + seconds
    while True:
        sweep_deadlines.apply_async()
        quiet_until = time.monotonic() + 5
        while time.monotonic() < quiet_until:
            left = _unsettled(site)
            if not any(left.values()):
                return left
            time.sleep(0.5)
        if time.monotonic() > deadline:
            return left
        site.clock_run(site.now() + STEP, 0.0)


def check(
    *,
    site: Site,
    players: Players,
    traffic: Traffic,
    listeners: Listeners,
    report: Report,
    duplicates_allowed: int,
) -> None:
    failures = report.failures
    left = _unsettled(site)
    if any(left.values()):
        failures.append(f"the site did not settle: {left}")
    _check_audit(failures)
    _check_moves(players, report)
    _check_timeouts(report)
    _check_reminders(site, report, duplicates_allowed)
    _check_live_reminders(site, listeners, report, duplicates_allowed)
    _check_stuck(site, report)
    _check_answers(site, traffic, report)
    tally = players.tally
    report.traffic["turns_let_pass"] = tally.turns_let_pass
    report.traffic["resignations"] = tally.resignations
    report.traffic["vacations"] = tally.vacations
    for line in tally.unexpected[:20]:
        failures.append(f"unexpected answer: {line}")


def _check_audit(failures: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("audit_games", stdout=out, stderr=err)
    except CommandError:
        failures.append(f"audit_games: {out.getvalue().strip()}; {err.getvalue()[:1000]}")


def _check_moves(players: Players, report: Report) -> None:
    """Every accepted move once in the log, and no move by a person that was not accepted."""
    tally, failures = players.tally, report.failures
    applied = 0
    for accepted in tally.accepted:
        record = IdempotencyRecord.objects.filter(user_id=accepted.user_id, key=accepted.key)
        moves = Move.objects.filter(
            game_id=accepted.game_id, seq=accepted.version, seat=accepted.seat, by_bot=False
        )
        if record.count() != 1 or moves.count() != 1:
            failures.append(f"accepted move not applied once: {accepted}")
    for user_id, key in tally.gave_up:  # no answer came: applied at most once, maybe not at all
        records = IdempotencyRecord.objects.filter(user_id=user_id, key=key, status_code=201)
        applied += records.count()
    by_people = Move.objects.filter(by_bot=False).count()
    if by_people != len(tally.accepted) + applied:
        failures.append(
            f"{by_people} moves by people in the log, {len(tally.accepted)} accepted "
            f"+ {applied} applied without an answer"
        )
    report.moves = {
        "by_people": by_people,
        "by_bots_and_timeouts": Move.objects.filter(by_bot=True).count(),
        "accepted_answers": len(tally.accepted),
        "no_answer_after_retries": len(tally.gave_up),
        **{f"refused_{code}": n for code, n in sorted(tally.moved_on.items())},
    }


def _check_timeouts(report: Report) -> None:
    """None pending; each bot or pass timeout is exactly one bot move at its version."""
    failures = report.failures
    actions = TimeoutAction.objects.select_related("seat")
    outcomes = Counter(actions.values_list("outcome", flat=True))
    report.timeouts = dict(sorted(outcomes.items()))
    if outcomes.get("pending"):
        failures.append(f"{outcomes['pending']} timeouts never carried out")
    for action in actions.filter(outcome__in=["bot_moved", "passed"]):
        moves = Move.objects.filter(
            game_id=action.game_id, seq=action.version + 1, seat=action.seat.index, by_bot=True
        ).count()
        if moves != 1:
            failures.append(f"timeout {action.pk} ({action}) made {moves} moves")


def _check_reminders(site: Site, report: Report, duplicates_allowed: int) -> None:
    """Every email reminder marked sent arrived; none other; few duplicates (Message-ID)."""
    sent = Reminder.objects.filter(channel="email", status="sent")
    singles = sent.filter(digest=False).values_list("pk", flat=True)
    expected = {message_id(f"reminder-{pk}") for pk in singles}
    for user_id, send_at in sent.filter(digest=True).values_list("user_id", "send_at").distinct():
        expected.add(message_id(f"digest-{user_id}-{send_at.strftime('%Y%m%d%H%M')}"))
    arrived = site.smtp.message_ids()
    missing = expected - set(arrived)
    extra = set(arrived) - expected
    duplicates = sum(n - 1 for n in arrived.values())
    if missing:
        report.failures.append(f"{len(missing)} reminders marked sent never arrived")
    if extra:
        report.failures.append(f"{len(extra)} emails arrived for reminders not marked sent")
    if duplicates > duplicates_allowed:
        report.failures.append(f"{duplicates} duplicate emails (at most {duplicates_allowed})")
    statuses = Counter(Reminder.objects.values_list("channel", "status"))
    report.reminders = {
        "emails": sum(arrived.values()),
        "distinct_message_ids": len(arrived),
        "duplicates": duplicates,
        "duplicates_allowed": duplicates_allowed,
        **{f"{channel}_{status}": n for (channel, status), n in sorted(statuses.items())},
    }


def _check_stuck(site: Site, report: Report) -> None:
    now = site.now()
    statuses = Counter(Game.objects.values_list("status", flat=True))
    report.games = dict(sorted(statuses.items()))
    stuck = (
        Game.objects.filter(status="active")
        .exclude(seats__is_to_act=True, seats__deadline_at__gt=now)
        .values_list("pk", flat=True)
    )
    if stuck:
        report.failures.append(f"games stuck with no deadline ahead: {list(stuck)[:20]}")


def _check_answers(site: Site, traffic: Traffic, report: Report) -> None:
    """A 5xx, or no answer at all, only from a web process inside its own kill window."""
    webs = {web.port: web for web in site.webs}

    def in_window(port: int, started: float, ended: float) -> bool:
        return webs[port].down_at(started) or webs[port].down_at(ended)

    failed = [a for a in traffic.answers if a.status >= 500]
    failed_outside = sum(not in_window(a.port, a.started, a.ended) for a in failed)
    silent_outside = [u for u in traffic.unanswered if not in_window(u.port, u.started, u.ended)]
    if failed_outside:
        report.failures.append(
            f"{failed_outside} answers 5xx outside their web process's kill window"
        )
    if silent_outside:
        first = silent_outside[0]
        report.failures.append(
            f"{len(silent_outside)} requests got no answer outside their web process's kill "
            f"window (the first: port {first.port}, {first.error})"
        )
    statuses = Counter(answer.status for answer in traffic.answers)
    report.traffic = {
        "requests_answered": len(traffic.answers),
        "no_answer": len(traffic.unanswered),
        "no_answer_outside": len(silent_outside),
        "5xx_in_kill_window": len(failed) - failed_outside,
        "5xx_outside": failed_outside,
        **{f"status_{status}": n for status, n in sorted(statuses.items())},
    }


#: A reminder marked sent at simulated time t went out soon after the real moment the clock
#: showed t (the sweep that handed it over read it then): a queue behind a restarted worker
#: can hold it this long.
SEND_DELAY_SECONDS = 60.0


def _real_moments(history: list[ClockSetting], sim: datetime, end: float) -> tuple[float, float]:
    """The first and last real (Unix) time the site's clock showed ``sim``, up to ``end``."""
    moments: list[float] = []
    for setting, following in zip(history, [*history[1:], None], strict=True):
        until = following.real if following is not None else end
        if setting.speed > 0:
            at = setting.real + (sim - setting.sim).total_seconds() / setting.speed
            if setting.real - 1 <= at <= until + 1:
                moments.append(at)
        elif abs((sim - setting.sim).total_seconds()) < 1e-3:
            moments += [setting.real, until]
    return (min(moments), max(moments)) if moments else (-math.inf, math.inf)


def _check_live_reminders(
    site: Site, listeners: Listeners, report: Report, duplicates_allowed: int
) -> None:
    """What the sampled people heard on /ws/me/, by the event id (its row's)."""
    failures = report.failures
    owners = {listener.person.user_id: listener for listener in listeners.listeners}
    rows = Reminder.objects.filter(channel="live", user_id__in=list(owners))
    known = {f"reminder-{pk}": (user_id, status, sent_at) for pk, user_id, status, sent_at in
             rows.values_list("pk", "user_id", "status", "sent_at")}  # fmt: skip
    heard = Counter(
        (listener.person.user_id, event.event_id)
        for listener in listeners.listeners
        for event in listener.heard
    )
    strangers = [key for key in heard if known.get(key[1], (None,))[0] != key[0]]
    if strangers:
        failures.append(f"{len(strangers)} live reminders heard that are no row of that user's")
    repeats = sum(n - 1 for n in heard.values())
    unmarked = sum(known[key[1]][1] != "sent" for key in heard if key not in strangers)
    if repeats + unmarked > duplicates_allowed:
        failures.append(
            f"{repeats} live reminders heard twice and {unmarked} heard but never marked sent "
            f"(at most {duplicates_allowed}: one in flight per worker child per kill)"
        )
    unheard = {
        event_id: (owners[user_id], sent_at)
        for event_id, (user_id, status, sent_at) in known.items()
        if status == "sent" and (user_id, event_id) not in heard
    }
    away, missed = _missed(site, listeners, unheard)
    if missed:
        failures.append(f"{missed} live reminders marked sent never reached a listening socket")
    unauthorized = sum(listener.refusals[4401] for listener in listeners.listeners)
    if unauthorized:
        failures.append(f"{unauthorized} listening sockets closed with 4401 (valid tokens)")
    report.live_reminders = {
        "listeners": len(owners),
        "heard": sum(heard.values()),
        "distinct_ids": len(heard),
        "duplicates": repeats,
        "heard_not_marked_sent": unmarked,
        "duplicates_allowed": duplicates_allowed,
        "marked_sent_for_listeners": sum(row[1] == "sent" for row in known.values()),
        "missed_while_reconnecting": away,
        "missed": missed,
        "reconnections": sum(len(lis.connections) - 1 for lis in listeners.listeners),
    }


def _missed(
    site: Site, listeners: Listeners, unheard: dict[str, tuple[Listener, datetime]]
) -> tuple[int, int]:
    """Of the rows marked sent that their listener never heard: how many went out while it
    was reconnecting (excused: a socket keeps nothing for later), and how many while it was
    connected throughout (lost)."""
    end = max(
        (closed for lis in listeners.listeners for _opened, closed in lis.connections),
        default=0.0,
    )
    away = missed = 0
    for listener, sent_at in unheard.values():
        first, last = _real_moments(site.clock_history, sent_at, end)
        if listener.connected_throughout(first - 1, last + SEND_DELAY_SECONDS):
            missed += 1
        else:
            away += 1
    return away, missed
