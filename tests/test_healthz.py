"""/healthz makes a real round trip to the database, Redis, the channel layer and Celery (for
operators); /healthz/ready asks the database and Redis within two seconds; /healthz/live
asks nothing."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client

from config.tasks import BEAT_HEARTBEAT_KEY, beat_heartbeat
from tests.api.errors import assert_api_error

# A Redis that is not there: a closed port on this machine.
DEAD_CACHE = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://127.0.0.1:9/0",
        "OPTIONS": {"socket_connect_timeout": 1.0, "socket_timeout": 2.0},
    }
}


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


def test_live_asks_nothing(client: Client, settings: Any) -> None:
    settings.CACHES = DEAD_CACHE
    response = client.get("/healthz/live")
    assert (response.status_code, response.json()) == (200, {"status": "ok"})


@pytest.mark.django_db
def test_ready_checks_the_database_and_redis(client: Client) -> None:
    response = client.get("/healthz/ready", REMOTE_ADDR="203.0.113.9")
    body = response.json()
    assert response.status_code == 200, body
    assert set(body["checks"]) == {"database", "redis"}


@pytest.mark.django_db
def test_ready_answers_503_within_two_seconds_with_redis_down(
    client: Client, settings: Any
) -> None:
    settings.CACHES = DEAD_CACHE
    started = time.monotonic()
    response = client.get("/healthz/ready")
    assert time.monotonic() - started < 2.5
    body = response.json()
    assert response.status_code == 503
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["redis"]["ok"] is False


@pytest.mark.django_db
def test_the_full_check_is_for_operators_only(
    client: Client, settings: Any, django_user_model: Any
) -> None:
    outside = {"REMOTE_ADDR": "203.0.113.9"}
    assert_api_error(client.get("/healthz", **outside), 403, "forbidden")  # the error alone

    settings.HEALTH_TOKEN = "t" * 32
    wrong = client.get("/healthz", HTTP_AUTHORIZATION="Bearer nope", **outside)
    assert wrong.status_code == 403
    right = client.get("/healthz", HTTP_AUTHORIZATION=f"Bearer {'t' * 32}", **outside)
    assert right.status_code in (200, 503) and "celery_worker" in right.json()["checks"]

    staff = django_user_model.objects.create_user("root", is_staff=True)
    client.force_login(staff)
    assert "celery_worker" in client.get("/healthz", **outside).json()["checks"]
