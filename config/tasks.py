"""Operational tasks: the health ping and beat's heartbeat."""

from __future__ import annotations

import time

from celery import shared_task
from django.core.cache import cache

BEAT_HEARTBEAT_KEY = "health:beat-heartbeat"


@shared_task(name="config.tasks.ping")
def ping(token: str) -> str:
    """Echo ``token``: /healthz sends it and waits for the worker's answer."""
    return token


def record_beat_heartbeat() -> None:
    cache.set(BEAT_HEARTBEAT_KEY, time.time(), timeout=None)


@shared_task(name="config.tasks.beat_heartbeat")
def beat_heartbeat() -> None:
    """Scheduled by beat and run by a worker: proves beat -> broker -> worker works."""
    record_beat_heartbeat()
