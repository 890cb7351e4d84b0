"""Chaos soak (not a test): a simulated week of correspondence play while processes are killed.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi .venv/bin/python bench/soak.py \
        [--games 300] [--days 7] [--minutes 15] [--kills 3] [--report soak.json]
    ... bench/soak.py --quick      # the CI version: 40 games, a simulated day, one kill each

It creates a throwaway database ``<name>_soak`` next to the one in DATABASE_URL and starts its
own processes, production-configured (DEBUG off): a Redis server, two Daphne web processes, a
Celery worker (prefork, two children) and a local SMTP server standing in for the mail relay.
All of them, and this driver, read a simulated clock (config/clock.py) that runs ``--days``
in ``--minutes``; the driver sends the deadline sweep to the worker every half second of real
time, as beat would (each pass then covers a few simulated minutes).

The population: ``--games`` games of all five types (standard seat counts, some seats bots),
time per move from one hour to three days, every timeout policy; two players in three are
people, each with an API token and preferences (turn-start reminders, 24 h reminders, quiet
hours in several time zones, daily digests). People play over the REST API as a client would:
they read their legal moves and post one with an Idempotency-Key, after a delay drawn for each
turn (some never act, so their deadline passes); a few take vacations or resign. A request
that fails (a killed server, a reset connection, a 5xx) is retried with the same key.

While it runs, SIGKILL hits the worker, a web process and Redis, ``--kills`` times each at
random moments, and each is started again a few seconds later (Redis restarts empty: queued
tasks and channel-layer state are lost). Then the clock stops, the sweep runs until nothing
is due, and the end checks run; any failed check makes the exit code 1:

- ``audit_games``: every game's stored state equals the replay of its move log;
- moves: every move a person saw accepted is in the log exactly once (a retried request is
  not applied twice), and no other move by a person is there;
- timeouts: no timeout left pending, none applied twice (each bot or pass timeout is one move
  at the version it was decided for), no seat to act with its deadline passed;
- reminders: every reminder email marked sent reached the SMTP server, none that was not;
  duplicates (same Message-ID) at most one per reminder in flight per worker kill
  (kills x worker children);
- live reminders: a sample of people (every eighth) keep ``/ws/me/`` open throughout
  (bench/soak_listeners.py) and every reminder event they hear is counted by its id: each is
  a live reminder row of theirs; repeats (and events of rows a crash left unmarked) at most
  one per reminder in flight per worker kill, as for email; every row marked sent was heard,
  unless its listener was reconnecting (a kill) around the moment it went out;
- no game stuck: every active game has a seat to act with a deadline ahead;
- no 5xx answer, and no request left without an answer, except at a web process inside its
  own kill window.

People's requests say where they come from (``X-Forwarded-For``, one trusted proxy), so each
person spends their own address's allowances, as behind a real proxy.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.chaos import Service, redis_answers, web_answers, worker_answers
from bench.smtp_sink import SmtpSink
from bench.soak_listeners import Listeners
from bench.soak_players import Players, Traffic
from bench.soak_report import Report
from bench.support import bench_environment, clock_write, drop_database, free_port
from config.clock import ClockSetting
from config.launcher import _redis_binary

T0 = datetime(2030, 1, 7, 0, 0, tzinfo=UTC)  # a Monday
LISTENER_EVERY = 8  # every eighth person keeps /ws/me/ open
SWEEP_EVERY = 0.5  # real seconds between sweeps
WORKER_CHILDREN = 2
DOWN_SECONDS = {"worker": 3.0, "web": 2.0, "redis": 3.0}
SETTLE_SECONDS = 240
ERROR_LINE = re.compile(r"\b(ERROR|CRITICAL)\b|^Traceback")


@dataclass
class Plan:
    games: int = 300
    days: float = 7.0
    minutes: float = 15.0
    kills: int = 3
    seed: int = 8
    database: str = "soak"  # the throwaway database's suffix

    @property
    def speed(self) -> float:
        return self.days * 86400 / (self.minutes * 60)


# Its own database per run (dropped at the end), so two test runs on one machine never meet.
QUICK = Plan(games=40, days=1.0, minutes=1.5, kills=1, database=f"soak_quick_{os.getpid()}")


class Site:
    """Redis, two web processes and a worker, on one simulated clock; started and killed."""

    def __init__(self, workdir: Path, plan: Plan) -> None:
        self.workdir = workdir
        self.clock_file = workdir / "clock.json"
        #: Every setting the clock had, in order (the checks map its times back to real ones).
        self.clock_history = [ClockSetting(T0, time.time(), 0.0)]
        clock_write(self.clock_file, self.clock_history[0])
        self.smtp = SmtpSink(("127.0.0.1", 0))
        self.smtp.start()
        redis_port = free_port()
        redis_args = ["--port", str(redis_port), "--bind", "127.0.0.1", "--save", ""]
        redis_args += ["--appendonly", "no", "--dir", str(workdir)]
        self.redis = Service(
            "redis", [_redis_binary(), *redis_args], dict(os.environ), workdir / "redis.log",
            redis_answers, port=redis_port,
        )  # fmt: skip
        self.redis.start()
        try:
            self.env = self._environment(plan, redis_port)
        except BaseException:
            self.redis.stop()
            self.smtp.shutdown()
            raise
        python = sys.executable
        self.webs = []
        for number in (1, 2):
            port = free_port()
            command = [python, "-m", "daphne", "-v", "0", "-b", "127.0.0.1", "-p", str(port)]
            log = workdir / f"web-{number}.log"
            command += ["config.asgi:application"]
            self.webs.append(Service(f"web-{number}", command, self.env, log, web_answers, port))
        worker = [python, "-m", "celery", "-A", "config", "worker", "--loglevel", "INFO"]
        worker += ["--concurrency", str(WORKER_CHILDREN), "--hostname", "soak@%h"]
        self.worker = Service("worker", worker, self.env, workdir / "worker.log", worker_answers)

    def _environment(self, plan: Plan, redis_port: int) -> dict[str, str]:
        return bench_environment(
            suffix=plan.database,
            REDIS_URL=f"redis://127.0.0.1:{redis_port}/0",
            SIMULATED_CLOCK_FILE=str(self.clock_file),
            EMAIL_HOST="127.0.0.1",
            EMAIL_PORT=str(self.smtp.port),
            DB_POOL_SIZE="6",
            LOG_LEVEL="WARNING",
            TRUSTED_PROXY_COUNT="1",  # the players say their address (bench/soak_world.py)
        )

    @property
    def services(self) -> list[Service]:
        return [self.redis, *self.webs, self.worker]

    def start(self) -> None:
        for service in [*self.webs, self.worker]:
            service.start()

    def stop(self) -> None:
        for service in reversed(self.services):
            service.stop()
        self.smtp.shutdown()

    def clock_run(self, sim: datetime, speed: float) -> None:
        setting = ClockSetting(sim, time.time(), speed)
        self.clock_history.append(setting)
        clock_write(self.clock_file, setting)

    def now(self) -> datetime:
        return ClockSetting.from_json(self.clock_file.read_text()).now(time.time())


class Chaos(threading.Thread):
    """Kill -9 each kind ``kills`` times at random moments within the run, then restart it."""

    def __init__(self, site: Site, plan: Plan, rng: random.Random, until: float) -> None:
        super().__init__(daemon=True)
        self.site, self.rng = site, rng
        kinds = ["worker", "web", "redis"] * plan.kills
        rng.shuffle(kinds)
        start = time.time()
        span = (until - start) * 0.8
        slot = span / len(kinds)
        self.schedule = [
            (start + span * 0.1 + slot * (i + rng.uniform(0.1, 0.6)), kind)
            for i, kind in enumerate(kinds)
        ]
        self.done: list[str] = []
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            for when, kind in self.schedule:
                time.sleep(max(0.0, when - time.time()))
                service = {
                    "worker": self.site.worker,
                    "redis": self.site.redis,
                    "web": self.rng.choice(self.site.webs),
                }[kind]
                service.kill()
                time.sleep(DOWN_SECONDS[kind])
                service.start()
                self.done.append(kind)
        except BaseException as error:  # reported by the driver, which stops the run
            self.error = error


class Sweeper(threading.Thread):
    """Sends the sweep task every SWEEP_EVERY real seconds, as beat does every minute."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.stopping = threading.Event()
        self.sent = 0
        self.refused = 0

    def run(self) -> None:
        from games.tasks import sweep_deadlines

        while not self.stopping.wait(SWEEP_EVERY):
            try:
                sweep_deadlines.apply_async()
                self.sent += 1
            except Exception:  # Redis is down: beat would miss this minute too
                self.refused += 1


def _log_errors(site: Site) -> dict[str, int]:
    counts = {}
    for service in site.services:
        lines = service.log.read_text(errors="replace").splitlines()
        counts[service.name] = sum(bool(ERROR_LINE.search(line)) for line in lines)
    return counts


def run(plan: Plan, *, keep: bool = False) -> Report:
    import django

    rng = random.Random(plan.seed)
    report = Report(
        plan={
            "games": plan.games,
            "days": plan.days,
            "minutes": plan.minutes,
            "kills": plan.kills,
            "speed": round(plan.speed),
        }
    )
    workdir = Path(tempfile.mkdtemp(prefix="hachi-soak-"))
    site = Site(workdir, plan)
    try:
        django.setup()
        from bench import soak_checks, soak_world

        world = soak_world.world_create(games=plan.games, rng=rng)
        site.start()
        started = time.time()
        until = started + plan.minutes * 60
        site.clock_run(T0, plan.speed)
        ports = [web.port for web in site.webs]
        traffic = Traffic(ports=ports)
        people = sorted(world.people.values(), key=lambda person: person.user_id)
        listeners = Listeners(people=people[::LISTENER_EVERY], ports=ports)
        listeners.start()
        players = Players(world=world, traffic=traffic, rng=rng, now=site.now)
        chaos, sweeper = Chaos(site, plan, rng, until), Sweeper()
        for thread in (players, chaos, sweeper):
            thread.start()
        while time.time() < until and chaos.error is None:
            time.sleep(0.5)
        players.stop()
        chaos.join()
        if chaos.error is not None:
            raise chaos.error
        sweeper.stopping.set()
        sweeper.join()
        end = site.now()
        site.clock_run(end, 0.0)
        report.real_seconds = round(time.time() - started, 1)
        report.sweeps = {"sent": sweeper.sent, "refused_by_broker": sweeper.refused}
        report.kills = {kind: chaos.done.count(kind) for kind in ("worker", "web", "redis")}
        soak_checks.settle(site=site, seconds=SETTLE_SECONDS)
        listeners.stop()
        soak_checks.check(
            site=site,
            players=players,
            traffic=traffic,
            listeners=listeners,
            report=report,
            duplicates_allowed=report.kills["worker"] * WORKER_CHILDREN,
        )
        report.log_errors = _log_errors(site)
    finally:
        site.stop()
        if plan.database.startswith("soak_quick_"):
            drop_database(site.env["DATABASE_URL"])
    if keep:
        print(f"logs kept in {workdir}", file=sys.stderr)
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the CI version (a simulated day)")
    parser.add_argument("--games", type=int, default=Plan.games)
    parser.add_argument("--days", type=float, default=Plan.days)
    parser.add_argument("--minutes", type=float, default=Plan.minutes)
    parser.add_argument("--kills", type=int, default=Plan.kills)
    parser.add_argument("--seed", type=int, default=Plan.seed)
    parser.add_argument("--report", type=Path, help="also write the report here as JSON")
    parser.add_argument("--keep", action="store_true", help="keep the processes' logs")
    args = parser.parse_args()
    plan = QUICK if args.quick else Plan(args.games, args.days, args.minutes, args.kills, args.seed)
    report = run(plan, keep=args.keep)
    text = json.dumps(asdict(report), indent=2)
    print(text)
    if args.report:
        args.report.write_text(text)
    for failure in report.failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
