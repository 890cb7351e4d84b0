"""Helpers for the deadline tests: moves made as a player would, sweeps and the tasks they hand
over (run here, or by a real worker). Games start with ``tests.factories.game_started``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from celery.contrib.testing.worker import start_worker

from config.celery import app as celery_app
from config.tasks import ping
from games import services
from games import tasks as _registered  # noqa: F401  (carry_out runs the tasks by their names)
from games.engines.registry import get_engine
from games.models import Game, Seat
from games.sweep import SweepReport, deadlines_sweep


def seat(game: Game, index: int) -> Seat:
    return Seat.objects.select_related("user").get(game=game, index=index)


def seat_to_act(game: Game) -> Seat:
    """The seat whose turn it is (the first of them)."""
    return seat(game, game.to_act[0])


def clock_set(turn: Seat, *, deadline: datetime, remind_at: datetime) -> Seat:
    """Put a turn's deadline and next reminder look at chosen instants (no sleeping)."""
    Seat.objects.filter(pk=turn.pk).update(deadline_at=deadline, remind_at=remind_at)
    turn.refresh_from_db()
    return turn


def play(game: Game, index: int, action: dict[str, Any] | None = None) -> Game:
    """The player of seat ``index`` makes ``action`` (default: their first legal action)."""
    game.refresh_from_db()
    engine = get_engine(game.game_type)
    if action is None:
        action = engine.legal_actions(engine.state_from_json(game.state), index)[0]
    services.move_submit(
        game_id=game.pk,
        user=seat(game, index).user,
        action=action,
        expected_version=game.version,
    )
    game.refresh_from_db()
    return game


def sweep(now: datetime) -> SweepReport:
    """One sweep pass at ``now``, then the tasks it handed over, run here as a worker would.

    In a test inside a transaction (``django_db``) nothing reaches the broker: the sweep hands
    its tasks over after its commit, which never comes; the report keeps them.
    """
    report = deadlines_sweep(now=now)
    carry_out(report)
    return report


def carry_out(report: SweepReport) -> None:
    """Run the tasks a sweep handed over, in this process and in order."""
    for job in report.jobs:
        job()


@contextmanager
def worker() -> Iterator[None]:
    """A real Celery worker thread on the real Redis broker, for a test started without one
    (needs ``django_db(transaction=True)``)."""
    with start_worker(celery_app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
        yield


def drained() -> None:
    """Wait until the worker has run every task queued so far: the one solo worker of the
    tests takes the queue in order, so when a ping sent now comes back, they are done."""
    assert ping.delay("drained").get(timeout=60) == "drained"


def queued() -> int:
    """How many tasks wait in the broker's queue."""
    with celery_app.connection_for_read() as connection:
        # Not passive: Redis drops an empty queue's key, and a passive declare would fail.
        declared = connection.default_channel.queue_declare(
            queue=celery_app.conf.task_default_queue
        )
    return int(declared.message_count)
