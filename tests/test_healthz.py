"""/healthz makes a real round trip to the database, Redis, the channel layer and Celery."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client

from config.tasks import BEAT_HEARTBEAT_KEY, beat_heartbeat


@pytest.mark.django_db(transaction=True)
def test_all_green_with_a_real_worker_and_beat_heartbeat(
    client: Client, celery_worker: Any
) -> None:
    beat_heartbeat.delay().get(timeout=10)  # the worker runs what beat schedules
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 200, body
    assert body["status"] == "ok"
    assert set(body["checks"]) == {
        "database",
        "redis",
        "channel_layer",
        "celery_worker",
        "celery_beat",
    }
    assert all(check["ok"] for check in body["checks"].values())


@pytest.mark.django_db
def test_reports_failure_when_no_worker_answers(client: Client) -> None:
    cache.delete(BEAT_HEARTBEAT_KEY)
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 503
    assert body["status"] == "fail"
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["redis"]["ok"] is True
    assert body["checks"]["channel_layer"]["ok"] is True
    assert body["checks"]["celery_worker"]["ok"] is False
    assert body["checks"]["celery_beat"] == {
        "ok": False,
        "detail": "no heartbeat recorded yet",
        "ms": body["checks"]["celery_beat"]["ms"],
    }
