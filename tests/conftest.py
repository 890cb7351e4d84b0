"""Shared fixtures: real services (PostgreSQL/SQLite, Redis, a Celery worker) and personas."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import redis
from celery.contrib.testing.worker import start_worker
from django.conf import settings
from django.db import connections

from config.celery import app as celery_app


@pytest.fixture(scope="session", autouse=True)
def _database_pool_closed_at_the_end(django_db_setup: Any) -> Iterator[None]:
    """Close the PostgreSQL connection pool before the test database is dropped: connections
    that test threads borrowed stay open in the pool, and PostgreSQL refuses to drop a
    database that has sessions."""
    yield
    for connection in connections.all():
        if getattr(connection, "pool", None) is not None:
            connection.close_pool()


@pytest.fixture(autouse=True)
def _limits_forgotten() -> Iterator[None]:
    """Every test starts with no sign-in, sign-up or mail limit counted (accounts/limits.py):
    their keys live in Redis under this process's prefix, shared with a test Daphne."""
    yield
    client = redis.Redis.from_url(settings.REDIS_URL)
    try:
        keys = list(client.scan_iter(match=f"{settings.REDIS_KEY_PREFIX}:*:limit:*", count=500))
        if keys:
            client.delete(*keys)
    finally:
        client.close()


@pytest.fixture
def celery_worker(transactional_db: Any) -> Iterator[Any]:
    """A real Celery worker thread consuming from the real Redis broker.

    Tasks an earlier test of this process queued with no worker running are dropped first.
    """
    celery_app.control.purge()
    with start_worker(celery_app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
        yield celery_app


@pytest.fixture
def alice(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("alice", "alice@example.com", "alice-pw-123!")


@pytest.fixture
def bob(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("bob", "bob@example.com", "bob-pw-123!")


@pytest.fixture
def carol(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("carol", "carol@example.com", "carol-pw-123!")
