"""The tasks as the code beneath games/tasks.py sends them (games/jobs.py): by name, and with
the options the worker's own task would send them with."""

from __future__ import annotations

from django.utils import timezone

from config.celery import app
from games import jobs
from games import tasks as _registered  # noqa: F401  (the tasks, under their names)


def test_every_task_of_games_is_named_in_jobs() -> None:
    named = {value for name, value in vars(jobs).items() if name.isupper() and type(value) is str}
    assert {name for name in app.tasks if name.startswith("games.")} == named


def test_a_job_is_the_message_its_task_would_send() -> None:
    now = timezone.now()
    signatures = [
        jobs.bots_move(1, 7),
        jobs.timeout_apply(2, now),
        jobs.reminders_deliver([3, 4], now),
        jobs.digest_deliver(5, now, now),
    ]
    for signature in signatures:
        task = app.tasks[signature.task]
        assert signature.immutable
        # The carry-out tasks' results are neither stored nor listened for, whoever sends them.
        assert signature.options.get("ignore_result", False) is task.ignore_result
    assert signatures[0].args == (1, 7)
    assert signatures[1].args == (2, now.isoformat())
