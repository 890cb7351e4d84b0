"""The Celery app (worker and beat). Tasks live in each app's ``tasks.py``."""

from __future__ import annotations

import os
import sys
from datetime import timedelta

from celery import Celery
from celery.signals import beat_init

from games import jobs

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("hachi")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["config", "games"])

app.conf.beat_schedule = {
    "beat-heartbeat": {
        "task": "config.tasks.beat_heartbeat",
        "schedule": timedelta(seconds=30),
    },
    "prune-records": {
        "task": jobs.RECORDS_PRUNE,
        "schedule": timedelta(hours=1),
        "options": {"expires": 3000},
    },
    "expire-seeks": {
        "task": jobs.SEEKS_EXPIRE,
        "schedule": timedelta(hours=1),
        "options": {"expires": 3000},
    },
    "sweep-deadlines": {
        "task": jobs.SWEEP_DEADLINES,
        "schedule": timedelta(minutes=1),
        "options": {"expires": 55},
    },
}


@beat_init.connect
def _announce_beat(sender: object, **_kwargs: object) -> None:
    """Record the heartbeat as soon as beat starts, so /healthz is green without waiting."""
    from config.env import EnvError

    try:
        from config.tasks import record_beat_heartbeat

        record_beat_heartbeat()
    except EnvError as error:
        sys.exit(f"Configuration error: {error}")
