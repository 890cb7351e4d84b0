"""Deadline sweep benchmark (not a test): cost of one minute's sweep with 100,000 games.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/sweep.py [--games 100000] [--minutes 10] [--scale 1]

It creates a throwaway database ``<name>_bench_sweep`` next to the one in DATABASE_URL,
bulk-creates the games (two-player Hachi, one seat to act, deadlines spread over one to three
days ahead; a quarter of the players opted in to the turn-start reminder), then simulates
``--minutes`` consecutive minutes. Each minute has a realistic small batch due, times
``--scale``: 25 turns just started (ladder to work out), 25 reminders 24 h before a deadline
(email to the locmem backend + /ws/me/ event), 2 deadlines passed (the bot plays, the
opponent's turn starts).

Two figures per minute, so nothing is hidden:

- the sweep pass itself (what beat's task costs every minute): find the due items, decide
  them into the outbox, claim them, and hand the carry-out tasks to the real Celery broker
  (Redis; no worker runs, the queue is purged at the end);
- the carry-out: the tasks the pass handed over, then run here in-process one after the other
  (the bot moves through ``move_submit``, the emails, the /ws/me/ events and their sends),
  i.e. the work a worker does after the sweep.

It also prints an idle sweep (nothing due), the EXPLAIN ANALYZE plans of the four sweep
queries, and the database's baseline latency (a trivial query, a one-row commit) to read the
figures against. Wall and CPU time are both shown: on a shared, loaded machine the wall time
is mostly waiting for a core or for fsync. Target (issue): < 100 ms per sweep pass.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import bench_environment

T0 = datetime(2030, 1, 7, 12, 0, tzinfo=UTC)
PLAYERS = 2000
# About what 100,000 games with moves of about three days bring each minute.
PER_MINUTE = {"started": 25, "rung_24h": 25, "overdue": 2}


def populate(games: int, minutes: int, scale: int) -> None:
    from django.contrib.auth import get_user_model

    from accounts.models import Preferences
    from games.engines.registry import get_engine
    from games.models import Game, Seat

    engine = get_engine("hachi")
    options = engine.validate_options(None, 2)
    seed = "bench-seed"
    state = engine.setup(players=2, options=options, seed=seed)
    state_json, to_act = engine.state_to_json(state), sorted(engine.to_act(state))
    leader = to_act[0]
    User = get_user_model()
    User.objects.bulk_create(
        User(username=f"p{i}", email=f"p{i}@example.com", password="!") for i in range(PLAYERS)
    )
    users = list(User.objects.order_by("pk").values_list("pk", flat=True))
    Preferences.objects.bulk_create(
        Preferences(user_id=u, remind_on_turn_start=True) for u in users[: PLAYERS // 4]
    )
    rng = random.Random(7)
    due_total = sum(PER_MINUTE.values()) * scale * minutes
    started = time.perf_counter()
    for first in range(0, games, 10_000):
        batch = [
            Game(
                game_type="hachi",
                engine_version=engine.version,
                options=options,
                num_seats=2,
                status="active",
                seed=seed,
                seed_hash="-",
                # Only a game that may time out needs its (large) state for the bot's move:
                # leaving the others empty keeps the set-up short without changing the sweep.
                state=state_json if i < due_total else None,
                to_act=to_act,
                created_by_id=users[i % PLAYERS],
                started_at=T0 - timedelta(days=1),
            )
            for i in range(first, min(games, first + 10_000))
        ]
        Game.objects.bulk_create(batch)
        seats = []
        for n, game in enumerate(batch, start=first):
            a, b = users[n % PLAYERS], users[(n * 7 + 1) % PLAYERS]
            if a == b:
                b = users[(n + 1) % PLAYERS]
            # Not due in the simulated minutes, nor is their 24 h rung.
            later = timedelta(days=1, minutes=minutes + 1, seconds=rng.randrange(172_800))
            deadline = T0 + later
            rung = deadline - timedelta(hours=24)
            if n < due_total:  # this game is due in one of the simulated minutes
                minute = 1 + n % minutes
                kind = _kind(n // minutes, scale)
                at = T0 + timedelta(minutes=minute) - timedelta(seconds=30)
                deadline, rung = {
                    "started": (at + timedelta(days=3), at),
                    "rung_24h": (at + timedelta(hours=24), at),
                    "overdue": (at, None),
                }[kind]
            remind_at = rung if rung and rung > T0 else None
            for index, user in ((0, a), (1, b)):
                acting = index == leader
                seats.append(
                    Seat(
                        game=game,
                        index=index,
                        user_id=user,
                        joined_at=T0,
                        is_to_act=acting,
                        deadline_at=deadline if acting else None,
                        remind_at=remind_at if acting else None,
                    )
                )
        Seat.objects.bulk_create(seats)
        print(f"\r  {min(games, first + 10_000):,} games", end="", flush=True)
    history(games)
    print(f" in {time.perf_counter() - started:.0f} s")


def history(games: int) -> None:
    """Past outbox rows (two sent reminders per game, a done timeout per 50 games), so the
    plans are those of a site that has been running, not of empty tables."""
    from games.models import Reminder, Seat, TimeoutAction

    past = T0 - timedelta(days=2)
    seats = list(Seat.objects.filter(index=0).values_list("pk", "game_id", "user_id"))
    for first in range(0, len(seats), 20_000):
        Reminder.objects.bulk_create(
            Reminder(
                user_id=user,
                seat_id=seat,
                deadline_at=past,
                step=step,
                channel="email",
                status="sent",
                decided_at=past,
                send_at=past,
                sent_at=past,
            )
            for seat, _game, user in seats[first : first + 20_000]
            for step in ("turn", "24h")
        )
    TimeoutAction.objects.bulk_create(
        TimeoutAction(
            game_id=game,
            seat_id=seat,
            version=0,
            deadline_at=past,
            policy="bot",
            outcome="bot_moved",
            decided_at=past,
            done_at=past,
        )
        # The last games: the first ones are those due in the simulated minutes.
        for seat, game, _user in seats[-(games // 50) :]
    )


def _kind(position: int, scale: int) -> str:
    """The n-th due game of a minute: 25 started turns, 10 rungs, 2 overdue (times scale)."""
    for kind, count in PER_MINUTE.items():
        if position < count * scale:
            return kind
        position -= count * scale
    raise AssertionError("more due games than the minute holds")


def explain(now: datetime) -> None:
    from django.db import connection

    from games.models import Seat
    from games.reminders import due_reminders
    from games.sweep import HANDOVER_LEASE
    from games.timeouts import overdue_seats, pending_timeouts

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    requeue_before = now - HANDOVER_LEASE
    queries = {
        "overdue seats": overdue_seats(now=now, limit=500),
        "pending timeouts to hand over (lease over)": pending_timeouts(
            requeue_before=requeue_before, limit=500
        ),
        # reminders_decide's query (partial index seat_remind_idx), without its row locks
        "seats whose ladder is due": Seat.objects.filter(
            is_to_act=True, remind_at__lte=now
        ).order_by("remind_at")[:500],
        "reminders to hand over": due_reminders(now=now, requeue_before=requeue_before, limit=500),
    }
    for name, query in queries.items():
        print(f"\n-- {name}\n{query.values_list('pk').explain(analyze=True)}")


def baseline() -> None:
    """The database's own latency on this machine, to read the sweep figures against."""
    from django.db import connection, transaction

    from games.models import Seat

    reads, commits = [], []
    with connection.cursor() as cursor:
        for _ in range(50):
            start = time.perf_counter()
            cursor.execute("SELECT 1")
            reads.append((time.perf_counter() - start) * 1000)
    for _ in range(20):
        start = time.perf_counter()
        with transaction.atomic():
            Seat.objects.filter(pk=1).update(final_score=None)
        commits.append((time.perf_counter() - start) * 1000)
    print(
        f"\nbaseline: SELECT 1 p50 {statistics.median(reads):.2f} ms; one-row UPDATE + COMMIT "
        f"p50 {statistics.median(commits):.2f} ms"
    )


class PhaseTimer:
    """Wraps the sweep's steps to show where a pass spends its time."""

    def __init__(self) -> None:
        from games import reminders, sweep, timeouts

        self.totals: dict[str, float] = {}
        timeouts.timeouts_decide = self.wrap("timeouts", timeouts.timeouts_decide)
        reminders.reminders_decide = self.wrap("decide", reminders.reminders_decide)
        reminders.reminders_claim = self.wrap("claim", reminders.reminders_claim)
        sweep._hand_over = self.wrap("enqueue", sweep._hand_over)

    def wrap(self, name: str, function):  # type: ignore[no-untyped-def]
        def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                spent = (time.perf_counter() - start) * 1000
                self.totals[name] = self.totals.get(name, 0.0) + spent

        return timed

    def take(self) -> str:
        text = " ".join(f"{k} {v:.0f}" for k, v in sorted(self.totals.items()))
        self.totals = {}
        return text


def carry_out(jobs: list) -> float:  # type: ignore[type-arg]
    """Run the tasks a sweep handed over, here and in order, and send their live events
    (what a worker does after the pass); returns the wall time in ms."""
    from games import tasks  # noqa: F401  (registers the tasks the jobs name, to run them here)
    from games.notify import doorbells_flush

    start = time.perf_counter()
    for job in jobs:
        job()
    doorbells_flush()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--minutes", type=int, default=10)
    parser.add_argument("--scale", type=int, default=1)
    args = parser.parse_args()

    bench_environment(
        suffix="bench_sweep",
        REDIS_KEY_PREFIX="bench-sweep",
        EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend",
    )
    import django

    django.setup()
    from django.core import mail

    from config.celery import app
    from config.tasks import ping
    from games.notify import doorbells_flush
    from games.sweep import deadlines_sweep

    mail.outbox = []
    print(f"populating {args.games:,} active games ({PLAYERS:,} players)", flush=True)
    populate(args.games, args.minutes, args.scale)
    explain(T0 + timedelta(minutes=1))
    baseline()

    # Warm-up: first-use imports and connections (channel layer, email, the broker) are not
    # part of a sweep's cost.
    from django.core.mail import EmailMessage

    from games.notify import user_event_on_commit

    user_event_on_commit(user_ids=[1], kind="deadline_warning", game_id=0)
    EmailMessage("warm-up", "", to=["x@example.com"]).send()
    doorbells_flush()
    ping.apply_async(("warm-up",), ignore_result=True)
    app.control.purge()
    mail.outbox = []

    idle, idle_cpu = [], []
    for _ in range(20):
        start, cpu = time.perf_counter(), time.process_time()
        deadlines_sweep(now=T0)
        idle.append((time.perf_counter() - start) * 1000)
        idle_cpu.append((time.process_time() - cpu) * 1000)
    print(
        f"\nidle sweep (nothing due), 20 runs: p50 {statistics.median(idle):.1f} ms "
        f"(cpu {statistics.median(idle_cpu):.1f} ms), max {max(idle):.1f} ms"
    )
    print(
        f"\n{'minute':>6}{'timeouts':>10}{'decided':>9}{'handed':>8}{'tasks':>7}"
        f"{'sweep ms':>10}{'cpu ms':>8}{'carry-out ms':>14}  (sweep wall ms per step)"
    )
    busy, carried = [], []
    phases = PhaseTimer()
    for minute in range(1, args.minutes + 1):
        start, cpu = time.perf_counter(), time.process_time()
        report = deadlines_sweep(now=T0 + timedelta(minutes=minute))
        busy.append((time.perf_counter() - start) * 1000)
        cpu_ms = (time.process_time() - cpu) * 1000
        steps = phases.take()
        carried.append(carry_out(report.jobs))
        print(
            f"{minute:>6}{report.timeouts:>10}{report.decided:>9}{report.reminders:>8}"
            f"{len(report.jobs):>7}{busy[-1]:>10.1f}{cpu_ms:>8.1f}{carried[-1]:>14.1f}  ({steps})"
        )
    purged = app.control.purge()  # the tasks handed to the broker were run here instead
    print(
        f"busy sweep passes: p50 {statistics.median(busy):.1f} ms, max {max(busy):.1f} ms "
        f"(target < 100 ms)"
    )
    print(
        f"carry-out (run in-process after each pass): p50 {statistics.median(carried):.1f} ms, "
        f"max {max(carried):.1f} ms; {len(mail.outbox)} emails; {purged} queued tasks purged"
    )


if __name__ == "__main__":
    main()
