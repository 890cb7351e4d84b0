"""50 rated games finishing at once, their ratings applied by four Celery worker threads of a
real worker on the real broker: the same ratings as finishing them one by one in finishing
order (design §10: a rating never depends on which worker ran first)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from celery.contrib.testing.worker import start_worker

from config.celery import app as celery_app
from games import services
from games import tasks as _registered  # noqa: F401  (the worker runs the tasks by name)
from games.models import Game, GameStatus
from games.rating_services import ratings_rebuild
from tests.factories import game_started, persona
from tests.ratings.support import changes_stored, ratings_stored, skills_folded
from tests.tasks.support import queued
from tests.threads import run_together

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("cheap_passwords")]

GAMES = 50
FINISHERS = 10  # threads finishing games at the same moment, GAMES / FINISHERS each
WAIT = 90.0  # seconds, at most, for the workers to rate every game


@pytest.fixture
def four_workers(transactional_db: Any) -> Iterator[None]:
    """A real Celery worker with four threads on the real Redis broker."""
    celery_app.control.purge()
    with start_worker(
        celery_app, pool="threads", concurrency=4, perform_ping_check=False, shutdown_timeout=20
    ):
        yield


def _resign_all(pairs: list[tuple[int, Any]]) -> None:
    for game_id, user in pairs:
        services.game_resign(game_id=game_id, user=user)


def test_fifty_games_finishing_at_once_on_four_workers(four_workers: None) -> None:
    rng = random.Random(50)
    players = [persona(f"player{i}", password=False) for i in range(8)]
    finishing: list[tuple[int, Any]] = []
    for number in range(GAMES):
        # Two game types (a lock each); few players, so each plays many of the games and the
        # order of the games decides their ratings.
        game_type = "hachi" if number % 2 else "fast-train"
        first, second = rng.sample(players, 2)
        game = game_started(game_type, [first, second])
        assert game.rated
        finishing.append((game.pk, rng.choice([first, second])))
    rng.shuffle(finishing)
    run_together(
        [partial(_resign_all, finishing[i::FINISHERS]) for i in range(FINISHERS)], timeout=60
    )

    ids = [game_id for game_id, _user in finishing]
    deadline = time.monotonic() + WAIT
    pending = Game.objects.filter(pk__in=ids, ratings_done_at=None)
    while pending.exists() or queued():
        assert time.monotonic() < deadline, f"{pending.count()} games not rated in time"
        time.sleep(0.2)
    # Nothing pending is left: a task still running now finds nothing to do, and the rows
    # read below were committed with the marks that emptied the pending list.
    assert Game.objects.filter(pk__in=ids, status=GameStatus.FINISHED).count() == GAMES

    ratings, changes = ratings_stored(), changes_stored()
    assert len(changes) == 2 * GAMES
    folded = skills_folded()
    assert {key: (r[0], r[1]) for key, r in ratings.items()} == {
        key: (skill.mu, skill.sigma) for key, skill in folded.items()
    }
    assert sum(r[3] for r in ratings.values()) == 2 * GAMES
    ratings_rebuild()
    assert (ratings_stored(), changes_stored()) == (ratings, changes)
