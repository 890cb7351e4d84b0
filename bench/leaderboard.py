"""Leaderboard benchmark (not a test): a game type's top 50 among 100,000 rated players.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi REDIS_URL=redis://127.0.0.1:6379/0 \
        .venv/bin/python bench/leaderboard.py [--players 100000] [--runs 200]

It creates a throwaway database ``<name>_bench_leaderboard`` next to the one in DATABASE_URL
and bulk-creates ``--players`` accounts, each with a Hachi rating (displayed ratings spread
like a real site's, 1 to 300 rated games, the last one up to a year ago, so about a quarter
are not active: no rated game in the last 90 days; one account in fifty deactivated) and a
few thousand with ratings of the other games. Then it times, ``--runs`` times each:

- the selector (``games.rating_selectors.leaderboard``): the query and the rows built;
- ``GET /api/v1/leaderboards/hachi/`` through Django's request handler in-process (the API
  view, its throttle and the JSON, no network);
- ``GET /leaderboards/hachi/``, the site's page, the same way;

and prints the EXPLAIN ANALYZE plan of the query. Target (issue): under 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import ROOT, bench_environment, percentile

BATCH = 5000


def populate(players: int) -> None:
    from django.contrib.auth.hashers import make_password

    from accounts.models import User
    from games.models import Rating
    from games.ratings import Skill, display_rating

    rng = random.Random(17)
    now = datetime.now(UTC)
    unusable = make_password(None)
    for start in range(0, players, BATCH):
        users = User.objects.bulk_create(
            User(
                username=f"player{n:06d}",
                email=f"player{n:06d}@example.com",
                password=unusable,
                is_active=rng.random() > 0.02,
            )
            for n in range(start, min(players, start + BATCH))
        )
        ratings = []
        for user in users:
            for game_type, share in (("hachi", 1.0), ("fast-train", 0.05), ("hachi-train", 0.03)):
                if rng.random() >= share:
                    continue
                games = rng.randint(1, 300)
                sigma = max(0.9, 8.33 / (1 + games / 12))
                skill = Skill(rng.gauss(25, 4), sigma)
                ratings.append(
                    Rating(
                        user=user,
                        game_type=game_type,
                        mu=skill.mu,
                        sigma=skill.sigma,
                        display=display_rating(skill),
                        games=games,
                        last_game_at=now - timedelta(days=rng.uniform(0, 365)),
                    )
                )
        Rating.objects.bulk_create(ratings)
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def timed(label: str, runs: int, call: Callable[[], object]) -> None:
    call()  # warm-up: first-use imports and the connection
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        call()
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    print(
        f"{label:<34} p50 {statistics.median(walls):6.2f} ms  p99 {percentile(walls, 0.99):6.2f}"
        f" ms  max {max(walls):6.2f} ms  (cpu p50 {statistics.median(cpus):.2f} ms)"
    )


def explain() -> None:
    from django.db import connection

    from games.rating_selectors import leaderboard_rows

    sql, params = leaderboard_rows(game_type="hachi").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}", params)
        print("\n".join(row[0] for row in cursor.fetchall()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()

    # The throttle counts every request: a bench's thousand reads must not meet it.
    unlimited = "1000000/min"
    env = bench_environment(
        suffix="bench_leaderboard",
        REDIS_KEY_PREFIX="bench-leaderboard",
        THROTTLE_READ=unlimited,
        THROTTLE_ANONYMOUS_READ=unlimited,
    )
    # The page names its static files as the deployed site does (a manifest, DEBUG off).
    manage = [sys.executable, "manage.py", "collectstatic", "--no-input", "-v0"]
    subprocess.run(manage, cwd=ROOT, env=env, check=True)
    import django

    django.setup()
    from django.test import Client

    from games.models import Rating
    from games.rating_selectors import leaderboard

    print(f"populating {args.players:,} rated players", flush=True)
    start = time.perf_counter()
    populate(args.players)
    active = Rating.objects.filter(
        game_type="hachi", last_game_at__gte=datetime.now(UTC) - timedelta(days=90)
    ).count()
    print(
        f"{Rating.objects.count():,} ratings ({active:,} active Hachi players) "
        f"in {time.perf_counter() - start:.0f} s\n"
    )
    explain()
    print()
    board = leaderboard(game_type="hachi")
    assert len(board) == 50, len(board)
    client = Client(HTTP_HOST="localhost")
    timed("leaderboard() selector", args.runs, lambda: leaderboard(game_type="hachi"))
    timed("GET /api/v1/leaderboards/hachi/", args.runs, lambda: client.get(
        "/api/v1/leaderboards/hachi/"))  # fmt: skip
    timed("GET /leaderboards/hachi/ (page)", args.runs, lambda: client.get("/leaderboards/hachi/"))


if __name__ == "__main__":
    main()
